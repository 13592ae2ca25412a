package bot

import "errors"

// ErrClosed is returned by Dispatcher.Submit after Shutdown was called.
var ErrClosed = errors.New("bot: dispatcher closed")

// ErrQueueFull is returned by Dispatcher.Submit when the chat already has
// DispatcherConfig.MaxQueue messages in flight. The message was not queued;
// the channel should tell the sender to wait.
var ErrQueueFull = errors.New("bot: the chat's queue is full")

// ErrBusy is returned by Dispatcher.Submit for a chat without a queue while
// DispatcherConfig.MaxChats chats have one. The message was not queued.
var ErrBusy = errors.New("bot: too many chats at once")

// ErrMediaTooLarge is returned by a MediaFetcher for media declared or
// found larger than the limit it was given. The user is told the file is
// too large, not that it could not be fetched.
var ErrMediaTooLarge = errors.New("bot: media too large")
