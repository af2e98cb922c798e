/// The application's version, shown by `--version` and sent in the remote protocol's hello. It is the
/// newest release in the AppStream metainfo (scripts/test/install-test.sh checks the installed pair).
public enum AppVersion {
    public static let string = "0.3.0"
}
