package offline

import "testing"

// TestRemarkAfterItem: what follows an item's name in a removal is why it
// goes when it tells a getting or what there is; a request or a time is not.
func TestRemarkAfterItem(t *testing.T) {
	for _, c := range []struct {
		rest string
		want bool
	}{
		{"got it already", true},
		{"we have plenty", true},
		{"יש מספיק במחסן", true},
		{"קניתי כבר", true},
		{"i found some in the pantry", true},
		{"הלקוח הביא", true},
		{"אמא שלי קנתה", true},
		{"my mom dropped some off", true},
		{"and add eggs", false},
		{"הגדול", false},
		{"הלקוח צריך", false},
		{"for tomorrow", false},
		{"sauce", false},
		{"של הילדים", false},
	} {
		if got := RemarkAfterItem(c.rest); got != c.want {
			t.Errorf("RemarkAfterItem(%q) = %v, want %v", c.rest, got, c.want)
		}
	}
}
