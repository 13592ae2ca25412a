package resolution

import (
	"regexp"
	"strings"
)

// An event is often named by its kind alone ("the meeting", "the
// appointment", "הפגישה", "התור") or by its kind and whom it is with
// ("Dana's appointment", "the meeting with Dana", "התור של משה", "הפגישה
// עם רון"). A title seldom says the kind ("dentist", "מטופל משה"), so the
// kind is a preference among titles, not a word every title must hold.

// kinds are the generic nouns of events, each group the words that stand
// for one another in a title, normalised (see Normalize).
var kinds = [][]string{
	{"meeting", "meetings", "mtg", "meet", "meetup", "מיטינג", "פגישה", "פגישת", "ישיבה", "ישיבת"},
	{"appointment", "appointments", "appt", "appt.", "תור", "תורים"},
	{"call", "calls", "שיחה", "שיחת"},
	{"lesson", "class", "שיעור", "שיעורי"},
	{"session", "סשן", "מפגש", "טיפול"},
}

// kindOf maps each word of kinds to its group.
var kindOf = func() map[string][]string {
	m := map[string][]string{}
	for _, g := range kinds {
		for _, w := range g {
			m[w] = g
		}
	}
	return m
}()

// articles are the words before a kind that say nothing of which event:
// "the", "my", "our", and the Hebrew object marker.
var articles = map[string]bool{"the": true, "my": true, "our": true, "את": true, "a": true}

// kindWord returns the group of the kind w names, w with the Hebrew
// article ה or not, or nil.
func kindWord(w string) []string {
	if g := kindOf[w]; g != nil {
		return g
	}
	if rest, ok := strings.CutPrefix(w, "ה"); ok {
		return kindOf[rest]
	}
	return nil
}

// KindOnly returns the words of the kind name says when it is that kind
// and nothing else ("the meeting", "הפגישה", "my appt"), or nil.
func KindOnly(name string) []string {
	var g []string
	for _, w := range strings.Fields(Normalize(name)) {
		switch {
		case articles[w]:
		case g == nil && kindWord(w) != nil:
			g = kindWord(w)
		default:
			return nil
		}
	}
	return g
}

// TitleOfKind reports whether title holds a word of the kind group
// ("weekly team meeting", "פגישת צוות", "תור לרופא").
func TitleOfKind(title string, group []string) bool {
	for _, w := range strings.Fields(Normalize(title)) {
		for _, k := range group {
			if w == k || strings.HasPrefix(w, "ה") && w[len("ה"):] == k {
				return true
			}
		}
	}
	return false
}

var (
	// reKindWith is a kind and whom it is with: "the appointment with
	// Dana", "meeting w/ ron", "התור של משה", "הפגישה עם רון".
	reKindWith = regexp.MustCompile(`^(?:(?:the|my|our|את)\s+)?(\S+)\s+(?:with|w/|of|for|של|עם)\s+(.+)$`)
	// reWhoseKind is whose a kind is: "Dana's appointment", "ron's
	// meeting".
	reWhoseKind = regexp.MustCompile(`^(?:(?:the|my|our)\s+)?(\S+?)(?:'s|’s|s')\s+(\S+)$`)
)

// KindWith returns whom name says an event of a kind is with or whose it
// is ("Dana's appointment", "the meeting with Dana", "התור של משה",
// "הפגישה עם רון" → "Dana", "משה", "רון"), or "" when name is no such
// kind and person.
func KindWith(name string) string {
	s := strings.ToLower(strings.TrimSpace(name))
	if g := reKindWith.FindStringSubmatch(s); g != nil && kindWord(g[1]) != nil {
		who := strings.TrimSpace(g[2])
		if KindOnly(who) != nil || who == "" {
			return ""
		}
		return who
	}
	if g := reWhoseKind.FindStringSubmatch(s); g != nil && kindWord(g[2]) != nil && !articles[g[1]] {
		return g[1]
	}
	return ""
}
