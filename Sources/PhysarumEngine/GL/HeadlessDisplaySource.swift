import CEpoxy

/// The EGL displays a headless context can be made on, in the order they are tried.
struct HeadlessDisplaySource {
    enum Kind: CaseIterable { case surfaceless, device, defaultDisplay }

    let kind: Kind
    let name: String
    let display: EGLDisplay

    /// Most EGL devices tried (a multi-GPU host lists one per GPU, plus software devices).
    static let maximumDevices = 16

    /// Surfaceless (Mesa), then every EGL device (NVIDIA), then the default display. A source
    /// that is not offered at all adds its reason to `failures`.
    static func candidates(
        kinds: Set<Kind> = Set(Kind.allCases), failures: inout [String]
    ) -> [HeadlessDisplaySource] {
        var found: [HeadlessDisplaySource] = []
        // Client extensions are queried on EGL_NO_DISPLAY (nil).
        let platformBase = epoxy_has_egl_extension(nil, "EGL_EXT_platform_base")
        let surfacelessName = "surfaceless (EGL_MESA_platform_surfaceless)"
        if !kinds.contains(.surfaceless) {
        } else if !epoxy_has_egl_extension(nil, "EGL_MESA_platform_surfaceless") || !platformBase {
            failures.append("\(surfacelessName): not offered by this EGL")
        } else if let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) {
            found.append(HeadlessDisplaySource(kind: .surfaceless, name: surfacelessName, display: display))
        } else {
            failures.append(
                "\(surfacelessName): eglGetPlatformDisplayEXT gave no display (\(HeadlessGLContext.eglErrorText()))")
        }
        if kinds.contains(.device) { found += devices(platformBase: platformBase, failures: &failures) }
        if !kinds.contains(.defaultDisplay) {
        } else if let display = epoxy_eglGetDisplay(nil) {
            found.append(
                HeadlessDisplaySource(kind: .defaultDisplay, name: "default display (eglGetDisplay)", display: display))
        } else {
            failures.append("default display: eglGetDisplay gave none (\(HeadlessGLContext.eglErrorText()))")
        }
        return found
    }

    private static func devices(platformBase: Bool, failures: inout [String]) -> [HeadlessDisplaySource] {
        let label = "EGL devices (EGL_EXT_platform_device)"
        let enumerates =
            epoxy_has_egl_extension(nil, "EGL_EXT_device_enumeration")
            || epoxy_has_egl_extension(nil, "EGL_EXT_device_base")
        guard platformBase, enumerates, epoxy_has_egl_extension(nil, "EGL_EXT_platform_device") else {
            failures.append("\(label): not offered by this EGL")
            return []
        }
        var devices = [EGLDeviceEXT?](repeating: nil, count: maximumDevices)
        var count: EGLint = 0
        guard epoxy_eglQueryDevicesEXT(EGLint(maximumDevices), &devices, &count) == EGL_TRUE, count > 0 else {
            failures.append("\(label): eglQueryDevicesEXT found no device (\(HeadlessGLContext.eglErrorText()))")
            return []
        }
        var found: [HeadlessDisplaySource] = []
        for index in 0..<Int(count) {
            let name = "EGL device \(index) of \(count)"
            if let display = epoxy_eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_DEVICE_EXT), devices[index], nil) {
                found.append(HeadlessDisplaySource(kind: .device, name: name, display: display))
            } else {
                failures.append(
                    "\(name): eglGetPlatformDisplayEXT gave no display (\(HeadlessGLContext.eglErrorText()))")
            }
        }
        return found
    }
}
