package whatsapp

import (
	"errors"
	"fmt"

	"github.com/memo-assistant/memo/bot"
)

// Sentinel errors of the package.
var (
	// ErrBadChatID is returned for a chat id that names no WhatsApp chat.
	ErrBadChatID = errors.New("whatsapp: not a WhatsApp chat id")
	// ErrAlreadyPaired is returned by PairPhone when the device is paired.
	ErrAlreadyPaired = errors.New("whatsapp: already paired")
	// ErrLeaseLost is returned when the session lease was taken over or
	// could not be renewed in time.
	ErrLeaseLost = errors.New("whatsapp: session lease lost")
	// ErrEmptyMessage is returned by Governor.Send for a text with nothing
	// to send.
	ErrEmptyMessage = errors.New("whatsapp: empty message")
)

// Errors of media downloads.
var (
	// ErrMediaRefused is returned for media Memo does not download: no
	// direct path on WhatsApp's media hosts, no keys, no declared length,
	// or a host that is not WhatsApp's.
	ErrMediaRefused = errors.New("whatsapp: media refused")
	// ErrMediaTooLarge is returned for media declared or found larger than
	// the limit; the download stops as soon as it is found.
	ErrMediaTooLarge = fmt.Errorf("whatsapp: %w", bot.ErrMediaTooLarge)
)
