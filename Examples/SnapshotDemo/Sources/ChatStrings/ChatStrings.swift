/// The strings an app shows in chat bubbles: what the snapshot tests guard.
public enum ChatStrings {
    public static let welcome = "Welcome to the team! 👋 Ask me anything."
    public static let reminder = "Your appointment is tomorrow at 10:30."
}
