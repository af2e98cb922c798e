/// Where the project lives on the web: the About window's links, the metainfo's `<url>`s (a test
/// checks that both say the same).
public enum AppLinks {
    public static let website = "https://github.com/physarum/physarum"
    public static let issues = "https://github.com/physarum/physarum/issues"
}
