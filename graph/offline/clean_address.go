package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// A word said to Memo after the time that closes a request: "remind me
// to put the snags in the freezer in 10 min mate", "… at 5pm fr", "…
// tomorrow at 9, boss". It addresses the assistant (or says "for real")
// and is no word of the thing. Many of these words are nouns too ("call
// my mate", "email the boss", "remind me to pay boss"), so one is taken
// only in lower case, last (before the closing words of voiceTail), and
// right after a time: a time expression ends what comes before it, or
// the word before is a time said with its number or a day word. The
// Hebrew forms ("כפרה", "יא גבר", "אחי", "נשמה") close a request as
// thanks do (trailFiller).

// addressTags are the words of address (and "fr") that close a request
// after its time.
var addressTags = wordSet(`mate mates bro bruh bestie dude sis boss buddy pal fr frfr`)

// addressAfterTime reports whether fields[i] is one of addressTags said
// right after a time: "… in 10 min mate", "… at 9, boss".
func addressAfterTime(fields []string, i int) bool {
	w := strings.TrimRight(fields[i], ",.!?…")
	if !addressTags[w] || i < 2 {
		return false
	}
	prev := strings.TrimRight(fields[i-1], ",.!?…")
	if particleAfterWord(prev) && !particleHeld[toLower(prev)] {
		return true
	}
	return endsInTime(strings.Join(fields[:i], " "))
}

// friendNouns are the words of address that open a request ("bestie
// remind me …") but name a friend too ("bestie birthday on friday").
var friendNouns = wordSet(`bestie`)

// friendNoun reports whether s, whose opening filler ends at end, opens
// with one of friendNouns that names the thing: no pause after it and no
// command after it.
func friendNoun(s string, end int) bool {
	head := strings.TrimRight(toLower(s[:end]), " ")
	if !friendNouns[head] {
		return false
	}
	return !opensCommand(strings.TrimSpace(s[end:]))
}

// lastWord is the last word of s, its closing marks trimmed.
func lastWord(s string) string {
	t := strings.TrimRight(s, " ,.!?…")
	return t[strings.LastIndexAny(t, " ,")+1:]
}

// addressEndTitle reports whether a title steps make ends with a word of
// addressTags said to Memo ("call mom mate" from "… at 10am mate ⏰ full
// stop"), not a person the thing is about ("call my mate", "email the
// boss", "pay boss").
func addressEndTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		fs := checkWords(t)
		n := len(fs)
		if n < 2 || !addressTags[fs[n-1]] {
			continue
		}
		prev := toLower(fs[n-2])
		if !isArticle(prev) && !taskVerbEN[prev] && prev != "to" && prev != "with" && prev != "for" {
			return true
		}
	}
	return false
}
