package memo_test

import (
	"context"
	"testing"

	"github.com/memo-assistant/memo"
)

func TestAway(t *testing.T) {
	memo.Away(context.Background())() // nothing to tell: a no-op
	var away, back int
	ctx := memo.WithAway(context.Background(), func() func() {
		away++
		return func() { back++ }
	})
	done := memo.Away(ctx)
	if away != 1 || back != 0 {
		t.Fatalf("after Away: away %d, back %d", away, back)
	}
	done()
	if back != 1 {
		t.Fatalf("after back: back %d", back)
	}
}
