import GtkKit
import PhysarumCore

/// A row's "follow the sound" control: a small button that opens a popover with the feature
/// (None or one of `AudioFeature`), the depth (a signed share of the range) and a live meter of
/// the feature. It reports what the user picks; the editor's state holds the modulation.
@MainActor
final class ModulationControl {
    static let icon = "physarum-wave-symbolic"

    let button = MenuButton(iconName: ModulationControl.icon)
    let popover = Popover()
    /// Built at the first open (`onCreatePopup`).
    private(set) var feature: DropDown?
    private(set) var depth: Scale?
    private let depthLabel = Label()
    let meter = LevelBar()
    private var modulation: Modulation?
    private var isUpdating = false
    private var parameterName = ""

    /// The user picked a feature or a depth (nil: None).
    var onChange: ((Modulation?) -> Void)?
    /// The popover opened (true) or closed: the editor makes what happens meanwhile one undo step.
    var onOpen: ((Bool) -> Void)?

    init() {
        button.hasFrame = false
        button.focusOnClick = false
        button.addCSSClass("modulation-button")
        button.setVerticalAlign(.center)
        popover.addCSSClass("modulation-popover")
        // Built when first opened: forty rows of drop-downs would slow the editor's start.
        button.onCreatePopup { [weak self] in
            guard let self else { return }
            self.build()
            self.button.setPopover(self.popover)
        }
        popover.onSignal("show") { [weak self] in self?.onOpen?(true) }
        popover.onSignal("hide") { [weak self] in self?.onOpen?(false) }
        popover.forwardAppAccelerators()
    }

    /// Shows `modulation` for the parameter named `parameter`.
    func show(_ modulation: Modulation?, parameter: String) {
        self.modulation = modulation
        parameterName = parameter
        button.setCSSClass("active", modulation != nil)
        button.setNameAndTooltip(Modulation.controlName(for: modulation, parameter: parameter))
        fill()
    }

    /// The meter: the chosen feature's level now (0 while not listening).
    func showLevel(_ features: AudioFeatures) {
        guard popover.isVisible, let modulation else { return }
        meter.value = features[modulation.feature]
    }

    private func build() {
        guard feature == nil else { return }
        let body = Box(vertical: true, spacing: 8)
        body.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        let title = Label(tr("Follow the sound"))
        title.addCSSClass("heading")
        title.horizontalAlignment = 0
        body.append(title)

        let choices = [tr("None")] + AudioFeature.allCases.map(\.label)
        let feature = DropDown(items: choices)
        feature.setAccessibleLabel(tr("Sound feature"))
        feature.onSelected { [weak self] in self?.featurePicked() }
        body.append(feature)

        let depthRow = Box(vertical: false, spacing: 6)
        let depthTitle = Label(tr("Depth"))
        depthRow.append(depthTitle)
        let depth = Scale(range: Modulation.depthRange, step: Modulation.depthStep)
        depth.setIncrements(step: Modulation.depthStep, page: 0.1)
        depth.setRoundDigits(2)
        depth.expandHorizontally = true
        depth.setAccessibleLabel(tr("Depth"))
        depth.onValueChanged { [weak self] in self?.depthMoved() }
        depthRow.append(depth)
        depthLabel.setWidthChars(6)
        depthLabel.horizontalAlignment = 1
        depthRow.append(depthLabel)
        body.append(depthRow)

        meter.setAccessibleLabel(tr("Level of the sound feature"))
        body.append(meter)
        popover.setChild(body)
        self.feature = feature
        self.depth = depth
        fill()
    }

    /// Puts the modulation into the popover's controls (once they exist).
    private func fill() {
        guard let feature, let depth else { return }
        isUpdating = true
        feature.selected = modulation.map { (AudioFeature.allCases.firstIndex(of: $0.feature) ?? 0) + 1 } ?? 0
        depth.value = modulation?.depth ?? Modulation.defaultDepth
        depth.isSensitive = modulation != nil
        depthLabel.text = (modulation ?? Modulation(feature: .bass, depth: depth.value)).depthText
        meter.isVisible = modulation != nil
        isUpdating = false
    }

    private func featurePicked() {
        guard !isUpdating, let feature, let depth else { return }
        let index = feature.selected - 1
        let picked = AudioFeature.allCases.indices.contains(index) ? AudioFeature.allCases[index] : nil
        onChange?(picked.map { Modulation(feature: $0, depth: modulation?.depth ?? depth.value) })
    }

    private func depthMoved() {
        guard !isUpdating, let depth, let modulation else { return }
        let rounded = (depth.value / Modulation.depthStep).rounded() * Modulation.depthStep
        onChange?(Modulation(feature: modulation.feature, depth: rounded))
    }
}
