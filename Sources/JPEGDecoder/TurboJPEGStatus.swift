/// The outcome of one TurboJPEG call that returns 0 or -1.
enum TurboJPEGStatus: Equatable {
    /// The call returned 0.
    case success
    /// The call returned -1 and `tjGetErrorCode` said `TJERR_WARNING`: the data is
    /// damaged but the call completed (missing data is filled in by libjpeg).
    case warning(String)
    /// The call returned -1 with `TJERR_FATAL`: nothing usable was produced.
    case failure(String)

    /// TurboJPEG prefixes its own errors with the function name (`tjDecompress2(): ...`);
    /// libjpeg's messages have none. This drops the prefix so the message reads as one
    /// short sentence about the file.
    static func cleaned(_ message: String) -> String {
        guard message.hasPrefix("tj"), let range = message.firstRange(of: "(): ") else { return message }
        return String(message[range.upperBound...])
    }
}
