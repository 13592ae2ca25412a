package brain

import (
	"slices"
	"strings"

	"github.com/memo-assistant/memo"
)

// A question about someone's thing ("Ronnie's mom's address", "הכתובת של
// אמא של רוני") names the person and what it asks of them. A memory that
// names the person and none of what is asked ("Ronnie's mom is Dana
// 050-…") says something else about them: it is no answer, however much
// of the question the person's words make up.

// asksContent reports whether m holds, as its own words or a word of
// their concept group, at least one word of the question that is not a
// person it names (an owner or a relative); a question of only a person
// asks for nothing else and any memory of them will do.
func asksContent(m memo.Memory, query string, whose [][]string) bool {
	var content [][]string
	for _, g := range queryGroups(query) {
		if isPersonWord(g, whose) || slices.ContainsFunc(g, func(f string) bool { return nameWords[f] }) {
			continue
		}
		content = append(content, g)
	}
	if len(content) == 0 {
		return true
	}
	set := map[string]bool{}
	for _, t := range strings.Fields(indexOf(m.MemoryDraft).Terms) {
		set[t] = true
	}
	for _, g := range content {
		if slices.ContainsFunc(g, func(f string) bool { return set[f] }) {
			return true
		}
	}
	return false
}

// nameWords ask who a person is ("Amir's wife's name", "איך קוראים לאמא
// של רוני"): a memory that names the person answers them.
var nameWords = map[string]bool{"name": true, "names": true, "named": true, "call": true, "called": true,
	"שמ": true, "השמ": true, "קוראימ": true, "קוראת": true, "קורא": true}

// isPersonWord reports whether a question word (as its widened forms)
// names one of whose or a relative.
func isPersonWord(g []string, whose [][]string) bool {
	if len(g) == 0 {
		return false
	}
	for _, o := range whose {
		if slices.Contains(o, g[0]) {
			return true
		}
	}
	if cs := conceptOf[g[0]]; len(cs) > 0 && kinConcept[groupHead(cs)] {
		return true
	}
	return false
}

// namesPerson reports whether a question names a person: an owner or a
// relative.
func namesPerson(query string, whose [][]string) bool {
	return len(whose) > 0 || len(kinMentions(query)) > 0
}
