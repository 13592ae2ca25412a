package offline

import "strings"

// A container word — the calendar, the shopping list, a reminder — is
// typed as it sounds ("calender", "calander", "remider") or one slip of
// the keys off ("shoping", "calnedar", "grocceries"). Such a word names
// where the thing goes, never the thing, so it is read as the word where
// it stands as a container (after the preposition, owner or article that
// names one: "put in calender exam …", "add milk to my shoping list",
// "set a remider …") and is never kept in a title elsewhere (see
// titleSlipWords): the message is then declined. The table and the
// check are read as day words one slip off are (daySlipped).

// containerSounds are the container words written by sound, a vowel
// changed: no English word is spelt so.
var containerSounds = map[string]string{
	"calender": "calendar", "calander": "calendar", "calandar": "calendar", "calinder": "calendar", "calendur": "calendar",
	"calendor": "calendar", "callender": "calendar", "callander": "calendar", "calandre": "calendar",
	"reminer": "reminder", "remindar": "reminder", "remindor": "reminder",
	"shopin": "shopping", "shoppin": "shopping", "shoppng": "shopping", "shooping": "shopping",
	"grocerys": "groceries", "grocries": "groceries", "grocerie": "groceries", "groseries": "groceries", "grosery": "grocery",
}

// containerWords are the container words known one slip off (see
// slipOf): "diary" is left out, as "dairy" is a word of its own.
var containerWords = []string{"calendar", "reminder", "shopping", "groceries", "grocery", "schedule"}

// containerSlipped is the container word w is typed for, by sound or one
// slip off, or "" when w is the word itself, a word of its own or none.
func containerSlipped(w string) string {
	if c, ok := containerSounds[w]; ok {
		return c
	}
	if len(w) < 6 || wordsNotSlips[w] || w == "grocer" {
		return ""
	}
	for _, c := range containerWords {
		if w != c && slipOf(w, c) {
			return c
		}
	}
	return ""
}

// containerBefore are the words after which a container word stands as
// one: a preposition, an owner, an article, a verb that makes one.
var containerBefore = wordSet(`in to into on onto from off my the our your a new set make create`)

// mendContainers writes a container word typed by sound or one slip off
// as the word, where it stands as a container: after a word of
// containerBefore, or before "list" ("add milk to shoping list"). A
// capitalised word and one elsewhere are left, for the title check.
func mendContainers(s string) string {
	if !containsAny(s, "cal", "remi", "shop", "gro", "sche", "sced") {
		return s
	}
	fields := strings.Fields(s)
	changed := false
	for i := 1; i < len(fields); i++ {
		w := strings.TrimRight(fields[i], ",.:;!?")
		c := containerSlipped(w)
		if c == "" {
			continue
		}
		prev := toLower(strings.TrimRight(fields[i-1], ",.:;!?"))
		nxt := ""
		if i+1 < len(fields) {
			nxt = toLower(strings.TrimRight(fields[i+1], ",.:;!?"))
		}
		if !containerBefore[prev] && nxt != "list" || prev != toLower(fields[i-1]) {
			continue
		}
		fields[i] = c + fields[i][len(w):]
		changed = true
	}
	if !changed {
		return s
	}
	return strings.Join(fields, " ")
}
