/// Shell completion scripts written from the ``CommandCatalog``, so they offer exactly the
/// commands and options the parser accepts.
enum CompletionScript {
    /// For bash: `source <(bubbles completion bash)`, or save it in
    /// `~/.local/share/bash-completion/completions/bubbles`.
    static func bash(_ entries: [CommandCatalog.Entry]) -> String {
        var lines = [
            "# bash completion for bubbles: source <(bubbles completion bash)",
            "_bubbles() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W \"\((entries.map(\.name) + CommandCatalog.topLevelOptions).joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"${COMP_WORDS[1]} $prev\" in",
        ]
        for entry in entries {
            for name in entry.options.names where entry.options.value(of: name) != .none {
                let reply = switch entry.options.value(of: name) {
                case .none, .text: "COMPREPLY=()"
                case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
                case .path: "COMPREPLY=($(compgen -f -- \"$cur\"))"
                }
                lines.append("        \"\(entry.name) \(ParsedArguments.display(name))\") \(reply); return ;;")
            }
        }
        lines += ["    esac", "    local options=\"\" operands=\"\"", "    case \"${COMP_WORDS[1]}\" in"]
        for entry in entries {
            let options = entry.options.offered.map { ParsedArguments.display($0.name) }.joined(separator: " ")
            let operands = switch entry.operands {
            case .files: "operands=files"
            case .words(let words): "operands=\"\(words.joined(separator: " "))\""
            case .none: "operands=\"\""
            }
            lines.append("        \(entry.name)) options=\"\(options) --help\"; \(operands) ;;")
        }
        lines += [
            "        *) return ;;",
            "    esac",
            "    if [[ \"$cur\" == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "    elif [ \"$operands\" = files ]; then",
            "        COMPREPLY=($(compgen -f -- \"$cur\"))",
            "    else",
            "        COMPREPLY=($(compgen -W \"$operands\" -- \"$cur\"))",
            "    fi",
            "}",
            "complete -o filenames -F _bubbles bubbles",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// For zsh: `source <(bubbles completion zsh)` after `compinit`, or save it as `_bubbles`
    /// in a folder of `$fpath`.
    static func zsh(_ entries: [CommandCatalog.Entry]) -> String {
        var lines = [
            "#compdef bubbles",
            "# zsh completion for bubbles: source <(bubbles completion zsh), or save as _bubbles in $fpath",
            "_bubbles() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += entries.map { "        '\($0.name):\($0.summary)'" }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'bubbles command' commands",
            "        compadd -- \(CommandCatalog.topLevelOptions.joined(separator: " "))",
            "        return",
            "    fi",
            "    local command=$words[2]",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
        ]
        for entry in entries {
            var specs = entry.options.offered.map { name, option -> String in
                let display = ParsedArguments.display(name)
                let help = "[\(zshExplanation(option.help))]"
                let action = switch option.completion {
                case .none: ""
                case .words(let words): "(\(words.joined(separator: " ")))"
                case .path: "_files"
                case .text: " "
                }
                guard !action.isEmpty else { return "'\(display)\(help)'" }
                let many = option.repeatable ? "*" : ""
                return "'\(many)\(display)\(name.count > 1 ? "=" : "")\(help):\(name):\(action)'"
            }
            specs.append("'--help'")
            switch entry.operands {
            case .files: specs.append("'*:file:_files'")
            case .words(let words): specs.append("':\(entry.name):(\(words.joined(separator: " ")))'")
            case .none: break
            }
            lines.append("        \(entry.name)) _arguments \(specs.joined(separator: " ")) ;;")
        }
        lines += [
            "    esac",
            "}",
            "if [ \"$funcstack[1]\" = _bubbles ]; then",
            "    _bubbles \"$@\"",
            "else",
            "    compdef _bubbles bubbles",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// For fish: `bubbles completion fish | source`, or save it in
    /// `~/.config/fish/completions/bubbles.fish`.
    static func fish(_ entries: [CommandCatalog.Entry]) -> String {
        var lines = [
            "# fish completion for bubbles: bubbles completion fish | source",
            "complete -c bubbles -f",
            "complete -c bubbles -n __fish_use_subcommand -l help",
            "complete -c bubbles -n __fish_use_subcommand -l version",
        ]
        lines += entries.map { "complete -c bubbles -n __fish_use_subcommand -a \($0.name) -d '\($0.summary)'" }
        for entry in entries {
            let when = "complete -c bubbles -n '__fish_seen_subcommand_from \(entry.name)'"
            for (name, option) in entry.options.offered {
                let value = switch option.completion {
                case .none: ""
                case .words(let words): " -x -a '\(words.joined(separator: " "))'"
                case .path: " -r -F"
                case .text: " -x"
                }
                lines.append("\(when) \(name.count == 1 ? "-s" : "-l") \(name)\(value) -d '\(fishQuoted(option.help))'")
            }
            lines.append("\(when) -l help")
            switch entry.operands {
            case .files: lines.append("\(when) -F")
            case .words(let words): lines.append("\(when) -a '\(words.joined(separator: " "))'")
            case .none: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `help` as an option's explanation in zsh's `_arguments` spec, inside brackets and
    /// single quotes.
    private static func zshExplanation(_ help: String) -> String {
        help.replacing("\\", with: "\\\\").replacing("[", with: "\\[")
            .replacing("]", with: "\\]").replacing("'", with: "'\\''")
    }

    /// `help` inside fish's single quotes.
    private static func fishQuoted(_ help: String) -> String {
        help.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
    }
}
