import GLibKit

extension MainLoopSource {
    /// Socket watches run at the default priority, above GTK's redraw (G_PRIORITY_HIGH_IDLE + 20):
    /// a window that renders every frame on a busy CPU never lets a lower-priority source run
    /// (measured: a host at G_PRIORITY_DEFAULT_IDLE stopped reading). A peer that keeps a socket
    /// readable cannot starve painting in turn: each dispatch does bounded work and a connection
    /// that stays saturated pauses (`TCPConnection.burstChunks`).
    static let ioPriority = MainLoopSource.defaultPriority
}
