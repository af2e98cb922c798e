// The engine (issue 3).
import PhysarumCore
