/// One line of Linux's /proc/…/stat (proc(5)): a process's or thread's numbers by their field
/// number. The name (field 2) is in parentheses and may itself hold spaces and parentheses, so
/// fields are counted after its last ")".
public struct ProcStat: Sendable {
    private let fieldsAfterName: [Substring]

    /// nil for a line without a parenthesised name.
    public init?(line: String) {
        guard let close = line.lastIndex(of: ")") else { return nil }
        fieldsAfterName = line[line.index(after: close)...].split(separator: " ")
    }

    /// Field `number` (1-based as proc(5) counts; 3 and later) as a number, nil if absent or not one.
    public func field(_ number: Int) -> Double? {
        let index = number - 3
        guard index >= 0, index < fieldsAfterName.count else { return nil }
        return Double(fieldsAfterName[index])
    }

    /// utime + stime (fields 14 and 15), in clock ticks.
    public var cpuTicks: Double? {
        guard let user = field(14), let system = field(15) else { return nil }
        return user + system
    }

    /// starttime (field 22): clock ticks after boot.
    public var startTicks: Double? { field(22) }
}
