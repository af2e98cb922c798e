import GtkKit
import PhysarumCore

/// The non-scalar controls: spawn pattern, blend mode and the three species colours.
@MainActor
final class ChoiceControls {
    let spawnPattern = DropDown(items: SpawnPattern.allCases.map(\.title))
    let blendMode = DropDown(items: BlendMode.allCases.map(\.title))
    let colorButtons: [ColorButton] = (0..<PresetParams.speciesCount).map { _ in ColorButton() }
    private var isUpdating = false
    var onSpawnPattern: ((SpawnPattern) -> Void)?
    var onBlendMode: ((BlendMode) -> Void)?
    var onColor: ((Int, RGBColor) -> Void)?

    init() {
        spawnPattern.setAccessibleLabel(tr("Spawn pattern"))
        spawnPattern.tooltip = tr("Where agents start when the simulation respawns")
        blendMode.setAccessibleLabel(tr("Blend mode"))
        blendMode.tooltip = tr("How the three species' colours combine")
        spawnPattern.onSelected { [weak self] in
            guard let self, !self.isUpdating, SpawnPattern.allCases.indices.contains(self.spawnPattern.selected) else {
                return
            }
            self.onSpawnPattern?(SpawnPattern.allCases[self.spawnPattern.selected])
        }
        blendMode.onSelected { [weak self] in
            guard let self, !self.isUpdating, BlendMode.allCases.indices.contains(self.blendMode.selected) else {
                return
            }
            self.onBlendMode?(BlendMode.allCases[self.blendMode.selected])
        }
        for (index, button) in colorButtons.enumerated() {
            button.setTitle(tr("Species {number} colour", ["number": "\(index + 1)"]))
            button.setNameAndTooltip(tr("Species {number} colour", ["number": "\(index + 1)"]))
            button.onColorChanged { [weak self, weak button] in
                guard let self, let button, !self.isUpdating else { return }
                let rgb = button.rgb
                self.onColor?(index, RGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue))
            }
        }
    }

    /// A labelled line: `title` at the start, `control` at the end.
    static func line(_ title: String, _ control: Widget) -> Box {
        let line = Box(vertical: false, spacing: 8)
        line.addCSSClass("choice-line")
        let label = Label(title)
        label.addCSSClass("param-label")
        label.horizontalAlignment = 0
        label.expandHorizontally = true
        line.append(label)
        control.setVerticalAlign(.center)
        line.append(control)
        return line
    }

    /// The three colour swatches in a row.
    func colorsLine() -> Box {
        let swatches = Box(vertical: false, spacing: 6)
        colorButtons.forEach { swatches.append($0) }
        return Self.line(tr("Colours"), swatches)
    }

    /// Shows `params` without reporting changes.
    func show(_ params: PresetParams) {
        isUpdating = true
        defer { isUpdating = false }
        spawnPattern.selected = SpawnPattern.allCases.firstIndex(of: params.spawnPattern) ?? 0
        blendMode.selected = BlendMode.allCases.firstIndex(of: params.blendMode) ?? 0
        for (button, color) in zip(colorButtons, params.colors) where !Self.same(button.rgb, color) {
            button.rgb = (color.red, color.green, color.blue)
        }
    }

    /// Equal to 8 bits per channel (GdkRGBA stores floats).
    private static func same(_ rgb: (red: Double, green: Double, blue: Double), _ color: RGBColor) -> Bool {
        RGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue).hex == color.hex
    }
}
