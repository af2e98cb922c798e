// The app window (issue 4).
import PhysarumCore
