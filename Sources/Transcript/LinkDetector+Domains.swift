extension LinkDetector {
    /// The top-level domains that make a bare name such as `example.com` a link, written in
    /// lowercase as the name must end (`Example.COM` and `the end.It` are not links): the
    /// common generic ones and the country codes seen most in chats. Kept short on purpose:
    /// a word after a dot is more often a file's extension (`notes.txt`, `main.rs`,
    /// `readme.md`) or a missing space than a domain, so extensions that are also country
    /// codes (`.rs`, `.md`, `.py`, `.sh`, `.pl`) and everyday words (`.no`, `.to`, `.is`,
    /// `.so`, `.am`, `.it`, `.be`, `.at`, `.id`) are left out. Addresses written with `https://` or
    /// `www.`, and e-mail addresses, take any top-level domain.
    package static let topLevelDomains: Set<String> = [
        // Generic.
        "com", "org", "net", "edu", "gov", "info", "biz", "io", "ai", "app", "dev", "me", "co", "tv", "fm", "ly", "gg",
        "xyz", "online", "site", "shop", "store", "blog", "news", "tech",
        // Countries and regions.
        "uk", "de", "fr", "es", "nl", "ch", "se", "dk", "fi", "cz", "pt", "ie", "gr", "hu", "ro", "ru", "ua", "tr", "il",
        "ae", "sa", "eg", "ir", "in", "pk", "jp", "cn", "kr", "tw", "hk", "sg", "th", "vn", "au", "nz", "ca", "us",
        "mx", "br", "ar", "cl", "za", "ng", "eu",
    ]
}
