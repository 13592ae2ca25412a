package storetest

import (
	"testing"

	memo "github.com/memo-assistant/memo"
)

// BenchmarkPending measures one answered question on st: SavePending,
// LoadPending and TakePending of the saved version.
func BenchmarkPending(b *testing.B, st memo.ConversationState) {
	ctx := b.Context()
	p := samplePending(memo.SystemClock{}.Now(), memo.DefaultPendingTTL, "call")
	for b.Loop() {
		v, err := st.SavePending(ctx, "bench", p)
		if err != nil {
			b.Fatalf("SavePending: %v", err)
		}
		if _, ok, err := st.LoadPending(ctx, "bench"); err != nil || !ok {
			b.Fatalf("LoadPending = %v, %v", ok, err)
		}
		if _, err := st.TakePending(ctx, "bench", v); err != nil {
			b.Fatalf("TakePending: %v", err)
		}
	}
}
