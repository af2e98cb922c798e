"""What the AT-SPI scripts share: finding a running app on the accessibility bus."""
import pyatspi


def find_app(name):
    """The application named NAME on the accessibility bus, or None while it is not there."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    return None
