import BubbleRender

/// The library's errors tell Swift code which argument to pass; the command line names its
/// option instead.
enum OptionHints {
    /// `message` with `pass allowOutsideFiles: true` written as `pass --allow-outside-files`.
    static func commandLine(_ message: String) -> String {
        message.replacing("pass \(BubbleRenderer.outsideFilesPermission)", with: "pass --allow-outside-files")
    }
}
