package memo_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

func TestPendingStamped(t *testing.T) {
	now := time.Date(2026, 3, 10, 8, 30, 0, 0, time.UTC)
	p := memo.Pending{}.Stamped(now)
	if !p.CreatedAt.Equal(now) || !p.ExpiresAt.Equal(now.Add(memo.DefaultPendingTTL)) {
		t.Fatalf("zero times stamped as %v / %v", p.CreatedAt, p.ExpiresAt)
	}
	set := memo.Pending{CreatedAt: now.Add(-time.Hour), ExpiresAt: now.Add(time.Minute)}
	if got := set.Stamped(now); !got.CreatedAt.Equal(set.CreatedAt) || !got.ExpiresAt.Equal(set.ExpiresAt) {
		t.Fatalf("times already set were changed: %v / %v", got.CreatedAt, got.ExpiresAt)
	}
}
