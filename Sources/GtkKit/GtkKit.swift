// The thin typed wrapper over GTK (issue 4).
import CGtk
