package offline

import "testing"

// TestReadTold reads the follow-ups said with a word of another tongue or
// dialect as the English command they say, and leaves alone the words
// said alone or before a sentence of that tongue.
func TestReadTold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"annule the hockey", "cancel the hockey"},
		{"Annule my dentist", "cancel my dentist"},
		{"supprime that", "delete that"},
		{"efface tomorrow's meeting", "delete tomorrow's meeting"},
		{"pau already, paid um", "done already, paid it"},
		{"pau", "done"},
		{"bumbye move um to 5", "move it to 5"},
		{"ja i phoned him, done", "done"},
		{"yeah I paid it already, done", "done"},
		{"aye we sent it, done!", "done"},
		// Near misses: said alone, before French, a command between, a name.
		{"annule", "annule"},
		{"annule la réunion", "annule la réunion"},
		{"ja", "ja"},
		{"done", "done"},
		{"yeah add milk, done", "yeah add milk, done"},
		{"yeah i moved it to 5, done", "yeah i moved it to 5, done"},
		{"Paul is done", "Paul is done"},
		{"pau hana friday at 5", "pau hana friday at 5"},
		{"pau, paid um", "done, paid it"},
		{"Bumbye Café friday at 5", "Bumbye Café friday at 5"},
		{"buy an umbrella", "buy an umbrella"},
		{"um remind me at 5", "um remind me at 5"},
		{"add um milk to the shopping list", "add um milk to the shopping list"},
	} {
		if got := readTold(c.in); got != c.want {
			t.Errorf("readTold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestMovedApostrophe mends a contraction whose apostrophe slipped a
// letter, and leaves the words spelt so on purpose.
func TestMovedApostrophe(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ok so i'ts getting pushed to 6 thanks", "ok so it's getting pushed to 6 thanks"},
		{"I'ts moved to 5", "It's moved to 5"},
		{"do'nt remind me", "don't remind me"},
		{"tha'ts cancelled", "that's cancelled"},
		// Near misses.
		{"it's moved to 5", "it's moved to 5"},
		{"O'Brien at 5", "O'Brien at 5"},
		{"its battery", "its battery"},
	} {
		if got := movedApostrophe(c.in); got != c.want {
			t.Errorf("movedApostrophe(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
