package memo_test

import (
	"strings"
	"testing"

	"github.com/memo-assistant/memo"
)

func TestCheckText(t *testing.T) {
	if err := memo.CheckText("task", strings.Repeat("א", memo.MaxTextRunes), memo.MaxTextRunes); err != nil {
		t.Errorf("%d Hebrew letters: %v, want nil (runes, not bytes)", memo.MaxTextRunes, err)
	}
	err := memo.CheckText("task", strings.Repeat("a", memo.MaxTextRunes+1), memo.MaxTextRunes)
	if memo.ErrorCodeOf(err) != memo.ETooLong {
		t.Errorf("%d letters: %v, want ETooLong", memo.MaxTextRunes+1, err)
	}
	if err := memo.CheckCount("items", memo.MaxItemsPerStep, memo.MaxItemsPerStep); err != nil {
		t.Errorf("CheckCount at the limit: %v", err)
	}
	if err := memo.CheckCount("items", 818, memo.MaxItemsPerStep); memo.ErrorCodeOf(err) != memo.ETooLong {
		t.Errorf("CheckCount(818): %v, want ETooLong", err)
	}
}
