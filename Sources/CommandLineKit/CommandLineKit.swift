// CommandLineKit: placeholder, replaced below.
