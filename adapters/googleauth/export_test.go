package googleauth

import (
	"context"

	"golang.org/x/oauth2"

	memo "github.com/memo-assistant/memo"
)

// StoreToken stores tok for link as the callback would.
func StoreToken(ctx context.Context, l *Linker, link memo.GoogleLink, tok *oauth2.Token) error {
	return l.save(ctx, link, tok)
}
