package storetest

import (
	"testing"

	memo "github.com/memo-assistant/memo"
)

// BenchmarkPending measures one answered question on st, as two turns
// see it: a write that asks it, and a read and a write that answers it.
func BenchmarkPending(b *testing.B, st memo.ConversationState) {
	ctx := b.Context()
	q := samplePending(memo.SystemClock{}.Now(), memo.DefaultPendingTTL, "call")
	for b.Loop() {
		p := q
		if err := st.SaveChat(ctx, "bench", memo.ChatWrite{Pending: &p}); err != nil {
			b.Fatalf("SaveChat(ask): %v", err)
		}
		got, err := st.LoadChat(ctx, "bench", memo.ChatRead{})
		if err != nil || got.Pending == nil || got.Pending.Version != p.Version {
			b.Fatalf("LoadChat = %+v, %v", got.Pending, err)
		}
		if err := st.SaveChat(ctx, "bench", memo.ChatWrite{Answered: p.Version}); err != nil {
			b.Fatalf("SaveChat(answer): %v", err)
		}
	}
}
