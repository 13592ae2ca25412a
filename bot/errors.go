package bot

import "errors"

// ErrClosed is returned by Dispatcher.Submit after Shutdown was called.
var ErrClosed = errors.New("bot: dispatcher closed")
