package whatsapp

import (
	"context"
	"fmt"
	"log/slog"

	waLog "go.mau.fi/whatsmeow/util/log"
)

// waLogger gives whatsmeow an slog logger. whatsmeow formats printf-style;
// the text is only formatted when the level is enabled, since whatsmeow's
// debug output is large.
type waLogger struct{ l *slog.Logger }

var _ waLog.Logger = waLogger{}

func (w waLogger) logf(level slog.Level, msg string, args []any) {
	if w.l.Enabled(context.Background(), level) {
		w.l.Log(context.Background(), level, fmt.Sprintf(msg, args...))
	}
}

func (w waLogger) Errorf(msg string, args ...any) { w.logf(slog.LevelError, msg, args) }
func (w waLogger) Warnf(msg string, args ...any)  { w.logf(slog.LevelWarn, msg, args) }

// Infof logs at debug level: whatsmeow's info lines (every reconnect step,
// every app-state patch) are too many for Memo's info log.
func (w waLogger) Infof(msg string, args ...any)  { w.logf(slog.LevelDebug, msg, args) }
func (w waLogger) Debugf(msg string, args ...any) { w.logf(slog.LevelDebug-4, msg, args) }

// Sub returns a logger for a whatsmeow module.
func (w waLogger) Sub(module string) waLog.Logger {
	return waLogger{l: w.l.With("module", module)}
}
