/// What a look's app draws around the messages on one platform's screen: the bars' heights,
/// their colours and what is in them.
package struct ScreenChrome: Sendable, Hashable {
    /// The header's height under the status bar: the app's navigation bar.
    package var headerHeight: Double
    /// The composer's height above the bottom safe area with a one-line field.
    package var composerHeight: Double
    /// The header, composer and hairline colours.
    package var bars: ByAppearance<ScreenColors>
    /// The field, its texts, the icons and the round button of the composer.
    package var composerColors: ByAppearance<ComposerColors>
    /// Where the header's avatar, texts and buttons go.
    package var header: HeaderLayout
    /// What sits around the composer's field.
    package var composer: ComposerLayout
}
