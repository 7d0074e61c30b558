// The headless ways in: `quarry info` and `quarry convert`. They need no
// display and run under QCoreApplication.
#pragma once

#include <QStringList>

namespace quarry {

// True when the arguments ask for a subcommand (or --help/--version),
// which must run without a display.
bool isHeadlessInvocation(const QStringList &arguments);
// True for subcommands that draw with OpenGL (render): they need a
// QGuiApplication, not a QCoreApplication.
bool needsGuiApplication(const QStringList &arguments);
// Runs the subcommand or prints help/version; returns the exit code.
int runHeadless(const QStringList &arguments);

} // namespace quarry
