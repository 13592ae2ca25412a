package offline_test

import (
	"strings"
	"testing"
)

// TestSlangCloser: slang said last after a request is no word of its title
// or fact: "no cap", "fr", "deadass", "bet", the radio's ", over" and
// "over and out", a plea not to oversleep it. Near misses keep the words
// where they mean something: "place a bet", "the game is over",
// "move it over", "cap the bottles", "a hat with no cap".
func TestSlangCloser(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"remind me tmrw 6am hit the Hunts Point market, deadass dont let me sleep thru it", "tasks.create|hit the Hunts Point market"},
		{"remind me tomorrow at 6 to catch the bus, please don't let me oversleep", "tasks.create|catch the bus"},
		{"book the truck at Smorgasburg saturday 11am to 6pm bet", "calendar.create|truck at Smorgasburg|7h0m0s"},
		{"remember the commissary door code is 4471 no cap", "memory.storeMemory|the commissary door code is 4471"},
		{"remind me every day at 1900 to call home, over", "tasks.create|call home"},
		{"remind me at 5 to call dispatch over and out", "tasks.create|call dispatch"},
		{"remind me at 5 to call the vet deadass", "tasks.create|call the vet"},
		// Near misses.
		{"remind me to place a bet at 5", "tasks.create|place a bet"},
		{"remind me tomorrow at 9 the game is over", "tasks.create|the game is over"},
		{"remind me tomorrow at 5 to move the couch over", "tasks.create|move the couch over"},
		{"remind me tomorrow to cap the bottles", "tasks.create|cap the bottles"},
		{"remind me tomorrow to buy a hat with no cap", "tasks.create|buy a hat with no cap"},
	} {
		if got := made(t, tc.text); got != tc.want && !strings.HasPrefix(got, tc.want+"|") {
			t.Errorf("%q:\n got %s\nwant %s", tc.text, got, tc.want)
		}
	}
}

// TestParticleClosesList: a Tagalog particle said after the last of a
// list's items ("…, and dishwashing liquid na lang", "…, eggs po") closes
// the request, not the item. Near misses: a capitalised name ("Na") and a
// word ending in the letters ("tuna") are items.
func TestParticleClosesList(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"add to my shopping list: rice, eggs, calamansi, and dishwashing liquid na lang", "rice,eggs,calamansi,dishwashing liquid"},
		{"add to my shopping list: rice, eggs po", "rice,eggs"},
		{"add to my shopping list: rice, eggs na", "rice,eggs"},
		{"add to my shopping list: rice, eggs, and tuna", "rice,eggs,tuna"},
	} {
		if got := madeIn(t, tc.text); !strings.HasSuffix(got, "|"+tc.want) {
			t.Errorf("%q:\n got %s\nwant …|%s", tc.text, got, tc.want)
		}
	}
}
