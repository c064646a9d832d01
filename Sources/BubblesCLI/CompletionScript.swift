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
            let options = entry.options.names.map(ParsedArguments.display).joined(separator: " ")
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
            var specs = entry.options.names.map { name -> String in
                let option = ParsedArguments.display(name)
                let action = switch entry.options.value(of: name) {
                case .none: ""
                case .words(let words): "(\(words.joined(separator: " ")))"
                case .path: "_files"
                case .text: " "
                }
                guard !action.isEmpty else { return "'\(option)'" }
                let many = entry.options.repeatable.contains(name) ? "*" : ""
                return "'\(many)\(option)\(name.count > 1 ? "=" : ""):\(name):\(action)'"
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
            for name in entry.options.names {
                let value = switch entry.options.value(of: name) {
                case .none: ""
                case .words(let words): " -x -a '\(words.joined(separator: " "))'"
                case .path: " -r -F"
                case .text: " -x"
                }
                lines.append("\(when) \(name.count == 1 ? "-s" : "-l") \(name)\(value)")
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
}
