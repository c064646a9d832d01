internal import CCairoPango
import Synchronization

extension FontConfig {
    /// The configuration that admits the built-in fonts plus `files`: ``shared`` when there are
    /// none, otherwise one of its own, never the shared one with files added, so that user fonts
    /// reach only the renders that asked for them. Emoji fonts among them come before Noto
    /// Color Emoji, the first given first (see ``preferEmojiFonts(_:)``).
    ///
    /// Configurations with user fonts are kept for the life of the process, one per distinct
    /// list of files (by path, content and role), and a batch whose transcripts bring the same fonts
    /// shares one. Pango keeps every configuration it was given anyway (see ``shared``), so
    /// what stays in memory is bounded by the number of distinct font sets, not of renders.
    package static func admitting(_ files: [FontFile]) throws(RenderError) -> FontConfig {
        let files = FontFile.distinct(files)
        guard !files.isEmpty else { return try shared.get() }
        // The shared configuration is fontconfig's current one before any other is built.
        _ = try shared.get()
        return try withUserFonts.withLock { configs throws(RenderError) -> FontConfig in
            let key = files.map(\.identity)
            if let known = configs[key] { return known }
            let config = try FontConfig()
            try config.addApplicationFonts(files)
            try config.preferEmojiFonts(files.filter { $0.role == .emoji })
            configs[key] = config
            return config
        }
    }

    /// The configurations with user fonts built so far, by their files.
    private static let withUserFonts = Mutex<[[FontFile.Identity]: FontConfig]>([:])

    /// Adds `files` as application fonts (`FcConfigAppFontAddFile`), which the built-in
    /// `fonts.conf` does not filter: its `selectfont` rules apply to the folders it names.
    private func addApplicationFonts(_ files: [FontFile]) throws(RenderError) {
        try FontFaceLock.shared.withLock { () throws(RenderError) in
            for file in files {
                let before = FcConfigGetFonts(pointer, FcSetApplication)?.pointee.nfont ?? 0
                let added = FcConfigAppFontAddFile(pointer, file.path) != 0
                let after = FcConfigGetFonts(pointer, FcSetApplication)?.pointee.nfont ?? 0
                guard added, after > before else {
                    throw .fontFile(name: file.name, reason: "fontconfig could not add it")
                }
            }
        }
    }
}
