package offline

import "strings"

// meVerbs are the verbs a "me"/"לי" follows in a command's head beyond
// the head verbs: the ones that ask to be told or nagged.
var meVerbs = map[string]bool{
	"ping": true, "nudge": true, "tell": true, "text": true, "let": true, "bug": true, "nag": true,
	"תציק": true, "תציקי": true, "תנדנד": true, "תנדנדי": true, "תגיד": true, "תגידי": true,
}

// drawnOutMe is "me" or "לי" for a drawn-out "mee", "ליי", "לייי" said
// right after a command verb ("remind mee", "תזכיר ליי"): there the
// doubled last letter is a slip of the keys, never a word of its own.
func drawnOutMe(w, prev string) (string, bool) {
	for _, me := range []string{"me", "לי"} {
		first, last := me[:len(me)/2], me[len(me)/2:]
		if strings.HasPrefix(w, first) && len(w) >= len(me)+len(last) && strings.Trim(w[len(first):], last) == "" {
			return me, headVerbs[prev] || meVerbs[prev] || slipOfVerb(prev)
		}
	}
	return "", false
}

// slipOfVerb reports whether w is one slip from a head verb ("תזכריי"):
// before a drawn-out "לי" it is that verb however many are as near.
func slipOfVerb(w string) bool {
	for _, h := range headFixes {
		if slipOf(w, h) {
			return true
		}
	}
	return false
}

// gluedDrawnOut splits a command run into a drawn-out "me"/"לי"
// ("remindmee", "תזכירלייי") as gluedHead splits "remindme".
func gluedDrawnOut(w string) (string, string, bool) {
	for _, me := range []string{"me", "לי"} {
		last := me[len(me)/2:]
		if !strings.HasSuffix(w, last+last) {
			continue
		}
		t := strings.TrimRight(w, last) + last
		if a, b, ok := gluedHead(t); ok && b == me {
			return a, b, true
		}
	}
	return "", "", false
}
