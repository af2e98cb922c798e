/// The application's version, shown by `--version` and sent in the remote protocol's hello.
public enum AppVersion {
    public static let string = "0.1.0"
}
