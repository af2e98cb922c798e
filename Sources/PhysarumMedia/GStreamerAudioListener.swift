import CGStreamer
import Foundation
import PhysarumCore

/// Listening through GStreamer: its device monitor lists the microphones and the default
/// output's monitor ("what the desktop plays") and reports devices coming and going; the input
/// picked runs through `GStreamerSpectrum` into `onLevels`. Everything happens on the main loop
/// through bus watches, and nothing waits on the audio server there.
public final class GStreamerAudioListener: AudioListener {
    public private(set) var hasAudioServer: Bool?
    public private(set) var inputs: [AudioInput] = []
    public var onInputsChanged: (() -> Void)?
    public let feed = AudioFeatureFeed()
    public var onInputLost: ((String) -> Void)?

    /// PulseAudio's provider: it answers for PulseAudio and for PipeWire (pipewire-pulse, which
    /// every PipeWire desktop runs), and says when no server answers.
    static let pulseProvider = "pulsedeviceprovider"
    /// PipeWire's own provider (gstreamer1.0-pipewire 0.3.65) is used only without PulseAudio's:
    /// it reports itself started when it could not connect, lists every device a second time
    /// (virtual sources with a sink element) and corrupts the heap as its thread ends.
    static let pipewireProvider = "pipewiredeviceprovider"

    private var monitor: UnsafeMutablePointer<GstDeviceMonitor>?
    private var monitorWatch: GStreamerBusWatch?
    /// The devices behind `inputs`, by input id (one reference each).
    private var devices: [String: UnsafeMutablePointer<GstDevice>] = [:]
    private var pipeline: UnsafeMutablePointer<GstElement>?
    private var pipelineWatch: GStreamerBusWatch?
    private var listening: AudioInput?

    public init() {}

    deinit {
        stopListening()
        monitorWatch = nil
        if let monitor {
            gst_device_monitor_stop(monitor)
            gst_object_unref(UnsafeMutableRawPointer(monitor))
        }
        for device in devices.values { gst_object_unref(UnsafeMutableRawPointer(device)) }
    }

    public func watchInputs() {
        guard monitor == nil else { return }
        guard (try? GStreamer.initialize()) != nil else {
            hasAudioServer = false
            onInputsChanged?()
            return
        }
        let usesPulse = Self.preferPulseProvider()
        guard let made = gst_device_monitor_new() else {
            hasAudioServer = false
            onInputsChanged?()
            return
        }
        monitor = made
        gst_device_monitor_add_filter(made, "Audio/Source", nil)
        let bus = gst_device_monitor_get_bus(made)!
        monitorWatch = GStreamerBusWatch(bus: bus) { [weak self] message in self?.deviceMessage(message) }
        gst_object_unref(UnsafeMutableRawPointer(bus))
        // Providers connect to their servers here; a missing server refuses at once.
        let started = gst_device_monitor_start(made) != 0
        refreshDevices()
        let provider = usesPulse ? Self.pulseProvider : Self.pipewireProvider
        hasAudioServer = started && Self.isStarted(provider) && (usesPulse || !inputs.isEmpty)
        onInputsChanged?()
    }

    public func listen(to input: AudioInput) throws {
        stopListening()
        guard let device = devices[input.id] else { throw ClipError.unavailable(tr("the input is gone")) }
        guard let source = gst_device_create_element(device, "source") else {
            throw ClipError.pipeline(tr("the input cannot be opened"))
        }
        Self.askForLowLatency(source)
        var error: UnsafeMutablePointer<GError>?
        let tail = gst_parse_bin_from_description(GStreamerSpectrum.analysis + " ! fakesink sync=false", 1, &error)
        guard let tail, error == nil else {
            let text = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            gst_object_unref(UnsafeMutableRawPointer(source))
            throw ClipError.pipeline(text)
        }
        let made = gst_pipeline_new("listening")!
        let bin = UnsafeMutableRawPointer(made).assumingMemoryBound(to: GstBin.self)
        gst_bin_add(bin, source)
        let tailElement = UnsafeMutableRawPointer(tail).assumingMemoryBound(to: GstElement.self)
        gst_bin_add(bin, tailElement)
        pipeline = made
        let bus = gst_element_get_bus(made)!
        feed.reset()
        Self.analyseOnTheAudioThread(bus: bus, into: feed)
        pipelineWatch = GStreamerBusWatch(bus: bus) { [weak self] message in self?.pipelineMessage(message) }
        gst_object_unref(UnsafeMutableRawPointer(bus))
        guard gst_element_link(source, tailElement) != 0,
            gst_element_set_state(made, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE
        else {
            stopListening()
            throw ClipError.pipeline(tr("the input cannot be opened"))
        }
        listening = input
    }

    public func stopListening() {
        listening = nil
        pipelineWatch = nil
        guard let pipeline else { return }
        self.pipeline = nil
        // Setting NULL on a live source returns at once (it only closes the stream).
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }

    /// Spectrum messages go into `feed` on the thread that posts them, as they are posted: the
    /// main loop may be drawing a frame for tens of milliseconds, and the frame after it reads
    /// the features anyway. Everything else passes to the bus watch on the main loop.
    private static func analyseOnTheAudioThread(bus: UnsafeMutablePointer<GstBus>, into feed: AudioFeatureFeed) {
        let handler: GstBusSyncHandler = { _, message, data in
            guard let message, let data,
                let (levels, time) = GStreamerSpectrum.levels(in: message)
            else { return GST_BUS_PASS }
            let feed = Unmanaged<AudioFeatureFeed>.fromOpaque(data).takeUnretainedValue()
            feed.take(levels, streamTime: time, arrival: Double(g_get_monotonic_time()) / 1e6)
            gst_message_unref(message)
            return GST_BUS_DROP
        }
        let release: GDestroyNotify = { data in
            if let data { Unmanaged<AudioFeatureFeed>.fromOpaque(data).release() }
        }
        gst_bus_set_sync_handler(bus, handler, Unmanaged.passRetained(feed).toOpaque(), release)
    }

    private func pipelineMessage(_ message: UnsafeMutablePointer<GstMessage>) {
        if message.pointee.type == GST_MESSAGE_ERROR || message.pointee.type == GST_MESSAGE_EOS {
            let reason =
                message.pointee.type == GST_MESSAGE_ERROR
                ? GStreamerBusWatch.errorText(message) : tr("the input ended")
            lose(reason)
        }
    }

    private func deviceMessage(_ message: UnsafeMutablePointer<GstMessage>) {
        let type = message.pointee.type
        guard
            type == GST_MESSAGE_DEVICE_ADDED || type == GST_MESSAGE_DEVICE_REMOVED
                || type == GST_MESSAGE_DEVICE_CHANGED
        else { return }
        refreshDevices()
        if let listening, !inputs.contains(where: { $0.id == listening.id }) {
            lose(tr("{name} was unplugged", ["name": listening.name]))
        }
    }

    private func lose(_ reason: String) {
        guard listening != nil else { return }
        stopListening()
        onInputLost?(reason)
    }

    /// Reads the monitor's devices into `inputs`: microphones, then the default output's monitor.
    private func refreshDevices() {
        for device in devices.values { gst_object_unref(UnsafeMutableRawPointer(device)) }
        devices = [:]
        var microphones: [AudioInput] = []
        var desktop: AudioInput?
        if let monitor {
            var list = gst_device_monitor_get_devices(monitor)
            let head = list
            while let node = list {
                let device = node.pointee.data.assumingMemoryBound(to: GstDevice.self)
                let info = Self.describe(device)
                list = node.pointee.next
                // Exactly Audio/Source: PipeWire's provider also lists virtual sources under
                // Audio/Source/Virtual, with a sink element that cannot capture them.
                guard info.deviceClass == "Audio/Source" else {
                    gst_object_unref(UnsafeMutableRawPointer(device))
                    continue
                }
                if info.isMonitor {
                    // The default output's monitor; otherwise the first output's.
                    if desktop == nil || info.isDefault {
                        if let old = desktop, let replaced = devices.removeValue(forKey: old.id) {
                            gst_object_unref(UnsafeMutableRawPointer(replaced))
                        }
                        desktop = AudioInput(id: info.id, name: info.name, kind: .desktop)
                        devices[info.id] = device
                    } else {
                        gst_object_unref(UnsafeMutableRawPointer(device))
                    }
                } else if devices[info.id] == nil {
                    microphones.append(AudioInput(id: info.id, name: info.name, kind: .microphone))
                    devices[info.id] = device
                } else {
                    gst_object_unref(UnsafeMutableRawPointer(device))
                }
            }
            g_list_free(head)
        }
        let next = microphones + (desktop.map { [$0] } ?? [])
        guard next != inputs else { return }
        inputs = next
        onInputsChanged?()
    }

    /// A device's id, name and whether it is an output's monitor (and the default one).
    private static func describe(_ device: UnsafeMutablePointer<GstDevice>) -> (
        id: String, name: String, deviceClass: String, isMonitor: Bool, isDefault: Bool
    ) {
        let nameText = gst_device_get_display_name(device)
        let name = nameText.map { String(cString: $0) } ?? "?"
        g_free(nameText)
        let classText = gst_device_get_device_class(device)
        let deviceClass = classText.map { String(cString: $0) } ?? ""
        g_free(classText)
        var id = name
        var isMonitor = false
        var isDefault = false
        if let properties = gst_device_get_properties(device) {
            defer { gst_structure_free(properties) }
            for key in ["node.name", "device.name", "udev.id"] {
                if let value = gst_structure_get_string(properties, key) {
                    id = String(cString: value)
                    break
                }
            }
            if let deviceClass = gst_structure_get_string(properties, "device.class") {
                isMonitor = String(cString: deviceClass) == "monitor"
            }
            var flag: gboolean = 0
            if gst_structure_get_boolean(properties, "is-default", &flag) != 0 { isDefault = flag != 0 }
        }
        // One node can be both a sink's monitor and, elsewhere, a source: keep them apart.
        return (isMonitor ? "monitor:" + id : id, name, deviceClass, isMonitor, isDefault)
    }

    /// Audio delivered every `latencyMicroseconds` (one analysis interval), with a short buffer
    /// behind it: the sound reaches the features about 10 ms after the output plays it. 5 ms
    /// halves nothing measurable and costs half as much CPU again (200 wake-ups a second).
    static let latencyMicroseconds = 10_000

    /// Sets a source's `latency-time` (and a small `buffer-time`) where it has them (pulsesrc,
    /// every GstAudioBaseSrc).
    private static func askForLowLatency(_ source: UnsafeMutablePointer<GstElement>) {
        let object = UnsafeMutableRawPointer(source).assumingMemoryBound(to: GObject.self)
        guard let type = object.pointee.g_type_instance.g_class else { return }
        let objectClass = UnsafeMutableRawPointer(type).assumingMemoryBound(to: GObjectClass.self)
        for (name, value) in [("latency-time", latencyMicroseconds), ("buffer-time", latencyMicroseconds * 4)]
        where g_object_class_find_property(objectClass, name) != nil {
            gst_util_set_object_arg(object, name, "\(value)")
        }
    }

    /// Whether the provider `name` runs (providers are one per process: this is the monitor's).
    private static func isStarted(_ name: String) -> Bool {
        guard let provider = gst_device_provider_factory_get_by_name(name) else { return false }
        defer { gst_object_unref(UnsafeMutableRawPointer(provider)) }
        return gst_device_provider_is_started(provider) != 0
    }

    /// Takes PipeWire's provider out of the monitors (rank none) when PulseAudio's is installed;
    /// returns whether PulseAudio's is.
    private static func preferPulseProvider() -> Bool {
        guard let pulse = gst_device_provider_factory_find(pulseProvider) else { return false }
        gst_object_unref(UnsafeMutableRawPointer(pulse))
        if let pipewire = gst_device_provider_factory_find(pipewireProvider) {
            gst_plugin_feature_set_rank(pipewire, guint(GST_RANK_NONE.rawValue))
            gst_object_unref(UnsafeMutableRawPointer(pipewire))
        }
        return true
    }
}
