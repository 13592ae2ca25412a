package memo

import "context"

type awayKey struct{}

// WithAway returns ctx carrying away, which code about to wait on
// something outside the process (a model, an API) calls through Away, and
// whose result it calls when the wait is over. The dispatcher uses it to
// give a turn's slot to another turn while this one waits (bot.Slots).
func WithAway(ctx context.Context, away func() (back func())) context.Context {
	return context.WithValue(ctx, awayKey{}, away)
}

// Away tells ctx's turn that the caller now waits outside the process,
// and returns the function to call when the wait is over. Without a
// WithAway in ctx both do nothing.
func Away(ctx context.Context) (back func()) {
	if f, ok := ctx.Value(awayKey{}).(func() func()); ok && f != nil {
		return f()
	}
	return func() {}
}
