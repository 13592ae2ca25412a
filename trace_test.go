package memo_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

func TestTraceKept(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want int64
	}{{0, 0}, {300 * time.Microsecond, 1}, {1500 * time.Microsecond, 1}, {42 * time.Millisecond, 42}} {
		if got := (memo.TurnTrace{Duration: tt.d}).MillisKept(); got != tt.want {
			t.Errorf("MillisKept of %v = %d, want %d", tt.d, got, tt.want)
		}
	}
	long := memo.TurnTrace{Text: strings.Repeat("א", memo.MaxTraceText+7)}
	if got := []rune(long.TextKept()); len(got) != memo.MaxTraceText {
		t.Errorf("TextKept kept %d characters, want %d", len(got), memo.MaxTraceText)
	}
	if short := (memo.TurnTrace{Text: "call mom"}); short.TextKept() != "call mom" {
		t.Errorf("TextKept changed a short text: %q", short.TextKept())
	}
}
