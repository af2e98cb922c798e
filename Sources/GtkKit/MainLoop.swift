// The main loop's sources and helpers live below GtkKit, shared with the network layer; the UI
// reaches them through GtkKit.
@_exported import GLibKit
