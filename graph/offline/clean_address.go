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
var addressTags = wordSet(`mate mates bro bruh bestie dude sis boss buddy pal fr frfr bhai yaar ji bab hun b'y b’y brah bru boet cuz cuzzo homie bredda bredrin`)

// addressNouns are words of address that name someone or something too
// ("dentist with Dr Love", "puppy love", "the lads", "tell the chief"):
// read as addressTags only right after a time, in lower case, and never
// as an answer's last word ("… friday at 3 love", "… at 9 chief").
var addressNouns = wordSet(`love luv hon lad lads chief fella bud`)

// addressHeads are the words of address that also end the name of
// someone ("the crew boss", "the fire chief", "my gym buddy", "a team
// mate"); "bro", "dude", "fr" end none.
var addressHeads = wordSet(`boss chief mate mates buddy pal bud lad lads fella`)

// myAddress are the words said after "my" as a word of address after a
// time ("… tomorrow at 4 my guy", "… at 9 my man").
var myAddress = wordSet(`guy man dude g boy bro friend love dear`)

// myAddressAfterTime reports whether fields[i] is one of myAddress after
// "my", said right after a time: "… at 4 my guy".
func myAddressAfterTime(fields []string, i int) bool {
	w := strings.TrimRight(fields[i], ",.!?…")
	return myAddress[w] && i >= 3 && fields[i-1] == "my" && endsInTime(strings.Join(fields[:i-1], " "))
}

// addressAfterTime reports whether fields[i] is one of addressTags said
// right after a time: "… in 10 min mate", "… at 9, boss".
func addressAfterTime(fields []string, i int) bool {
	w := strings.TrimRight(fields[i], ",.!?…")
	if !addressTags[w] && !addressNouns[w] || i < 2 {
		return false
	}
	prev := strings.TrimRight(fields[i-1], ",.!?…")
	if particleAfterWord(prev) && !particleHeld[toLower(prev)] {
		return true
	}
	if toLower(prev) == "list" && listAddedTo(fields[:i-1]) {
		return true // "add milk to the shopping list bro"
	}
	return endsInTime(strings.Join(fields[:i], " "))
}

// friendNouns are the words of address that open a request ("bestie
// remind me …", "Sugar, could you remind me …", "boss, add …") but name a
// thing too ("bestie birthday on friday", "sugar, flour and eggs on the
// list", "boss meeting at 3").
// "love", "chief", "champ", "בני" (my son, and the name Benny), "בתי",
// "בובה" are such words too ("love island on friday", "בני יום הולדת
// בשישי"), as are the Hebrew "yalla" and "achi" typed in Latin letters
// ("Yalla Yalla bar on friday"), and so is a greeting of one word that is a part of the day
// ("morning run at 7").
var friendNouns = toSet([]string{"yalla", "yallah", "achi", "ahi", "bestie", "sugar", "boss", "babe", "love", "morning", "mornin", "evening", "my love", "chief", "champ", "kiddo", "pal", "fam", "my friend",
	"בני", "בתי", "ביתי", "בובה", "בובה שלי", "ילדי", "ילדתי", "חבר", "חברה", "חיים שלי", "אח שלי", "נסיכה", "נסיך"})

// friendNoun reports whether s, whose opening filler ends at end, opens
// with one of friendNouns that names the thing: no pause after it, and
// no command, no clause of the user's own ("love we've arranged …") and
// no other word of address ("morning love …") after it. After a greeting
// (greeted: "שלום בני …", "hey pal …") only thingsToo may be one.
//
// greetedBy is the greeting taken off before it, "" for none. A word of
// address right after a greeting of the day ("morning love …") is said to
// Memo, and so is one before a word of when ("… love tomorrow 8pm …").
func friendNoun(s string, end int, greetedBy string) bool {
	head := strings.TrimRight(toLower(s[:end]), " ")
	greeted := greetedBy != ""
	if !friendNouns[head] || greeted && !thingsToo[head] || dayGreetings[greetedBy] && endearWords[head] {
		return false
	}
	rest := strings.TrimSpace(s[end:])
	next, _, _ := strings.Cut(toLower(rest), " ")
	asks := opensCommand(rest) || reReminderAsk.MatchString(toLower(rest)) || reWrapperEN.MatchString(toLower(rest)) ||
		reTellMeAt.MatchString(rest) || next != "" && whenNext(next) // "love let me know …", "love could you …", "love tomorrow 8pm …"
	if next == head {
		return true // a word said twice is a name: "Yalla Yalla bar friday 8pm"
	}
	return !asks && !clauseOpenersEN[next] && !friendNouns[next] && !endearWords[next]
}

// dayGreetings are the greetings of a part of the day, which a word of
// address may follow with no pause: "morning love", "evening dear". It
// is no second reading of greets: greetedBy is already a lead greets
// read, and this set only tells which of those leads greet by the part of
// the day, as typed and lowered.
var dayGreetings = toSet([]string{"morning", "mornin", "evening", "good morning", "good evening"})

// thingsToo are the words of friendNouns that name a thing even after a
// greeting ("hey, boss meeting at 3", "hi, love island on friday"); the
// others after one are said to Memo ("hey pal fence install at the
// smiths friday 8am", "שלום בני …").
var thingsToo = wordSet(`boss sugar love morning mornin evening fam`)

// clauseOpenersEN are the words a clause of the user's own opens with
// after a word of address: "love we've arranged …", "morning i need …".
var clauseOpenersEN = wordSet(`i i'm im i've ive i'll ill we we've weve we're we'll my our there's theres`)

// endearWords are words of address that follow a greeting word with no
// pause: "morning love", "evening dear".
var endearWords = wordSet(`love luv dear honey hun hon sweetie darling babe mate buddy pal bro bestie`)

// lastWord is the last word of s, its closing marks trimmed.
func lastWord(s string) string {
	t := strings.TrimRight(s, " ,.!?…")
	return t[strings.LastIndexAny(t, " ,")+1:]
}

// addressEndTitle reports whether a title steps make ends with a word of
// addressTags said to Memo ("call mom mate" from "… at 10am mate ⏰ full
// stop") or a closing particle ("practice at the arena oui", "1:1 with
// Dana laah"), not a person the thing is about ("call my mate", "email
// the boss", "pay boss", "call the crew boss").
func addressEndTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		fs := checkWords(t)
		n := len(fs)
		if n < 2 || !addressTags[fs[n-1]] && !closingParticles[drawnOut(fs[n-1])] {
			continue
		}
		prev := toLower(fs[n-2])
		if !addressTags[fs[n-1]] && particleHeld[prev] {
			continue // "say ah", "a trip to leh": the particle is the thing's
		}
		if !isArticle(prev) && !taskVerbEN[prev] && prev != "to" && prev != "with" && prev != "for" && !nounPhraseEnd(fs) {
			return true
		}
	}
	return false
}

// nounPhraseEnd reports whether the last of fs, a word of address, closes
// a noun phrase an article or a possessive opens a word or two before it:
// "call the crew boss", "feed the cat boss", "text my team mate", "ask
// the site chief". Such a phrase names someone, so the word is the
// thing's; "call mom boss" and "thanks boss" keep it said to Memo, and so
// do the words that end no name ("call the crew bro"). A verb or a word
// that joins ("and", "to", "with") between them ends the phrase.
func nounPhraseEnd(fs []string) bool {
	n := len(fs)
	if !addressHeads[fs[n-1]] {
		return false
	}
	for j := n - 2; j >= 0 && j >= n-4; j-- {
		w := toLower(fs[j])
		switch {
		case j < n-2 && (w == "the" || w == "my" || w == "our" || w == "your" || w == "his" || w == "her" || w == "their"):
			return true
		case addressHeld[w] || taskVerbEN[w] || addressTags[w] || hasDigit(w):
			return false
		}
	}
	return false
}

// addressHeld are the words after which a word of address is someone the
// thing is about ("my bro", "with my mate", "של אחי", "עם אחי"), not the
// assistant spoken to.
var addressHeld = wordSet(`my your his her our their the a to for with of and at from של עם את ל ו גם על אצל`)

// addressPause makes a word of address said between two clauses of a
// follow-up on the item in focus a pause: "they pushed it bro cancel it"
// is "they pushed it, cancel it", "הם דחו אחי, תבטל את זה" is "הם דחו, תבטל
// את זה". The word must come after a word of the message and before a
// command; one after "my", "with", "של" is a person the thing is about.
// Without a focus the text is left as it is.
func addressPause(s string, f *memo.FocusItem) string {
	if f == nil || f.ID == "" || !containsAny(s, "bro", "bruh", "dude", "mate", "buddy", "אחי", "אחותי", "גבר", "זלמה", "נשמה", "כפרה", "מותק", "חביבי", "מאמי") {
		return s
	}
	fields := strings.Fields(s)
	out := make([]string, 0, len(fields))
	for i := 0; i < len(fields); i++ {
		j, w := i, toLower(strings.TrimRight(fields[i], ","))
		if w == "יא" && i+1 < len(fields) && heAddress[strings.TrimRight(fields[i+1], ",")] {
			j, w = i+1, strings.TrimRight(fields[i+1], ",") // "יא זלמה": one word of address
		}
		if (addressTags[w] && w != "fr" && w != "frfr" || heAddress[w]) && len(out) > 0 && j+1 < len(fields) &&
			opensCommand(strings.Join(fields[j+1:], " ")) {
			prev := strings.TrimRight(out[len(out)-1], ",")
			if !addressHeld[toLower(prev)] && !strings.ContainsAny(prev, ".!?:;") {
				out[len(out)-1] = prev + ","
				i = j
				continue
			}
		}
		out = append(out, fields[i])
	}
	return strings.Join(out, " ")
}

// ahKin are the kin words that "Ah" names in Singapore and Malaysia
// English ("Ah Ma" grandma, "Ah Gong" grandpa, "Ah Yi" aunt).
var ahKin = wordSet(`ma mah gong kong po pa ba yi ku ko chek peh sim soh ee`)

// ahKinName reports whether the opening filler s[:end] is "Ah" naming kin
// ("Ah Ma's birthday on friday"): "Ah" with its capital, no mark after it,
// and one of ahKin after it with its capital, where "ah, …" and "ah
// remind me …" are a sigh.
func ahKinName(s string, end int) bool {
	w := strings.TrimRight(s[:end], " ")
	if w != "Ah" || len(w) >= len(s) || s[len(w)] != ' ' {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimSpace(s[len(w):]), " ")
	next = strings.TrimSuffix(strings.TrimRight(next, ",.!?"), "'s")
	return next != "" && next[0] >= 'A' && next[0] <= 'Z' && ahKin[toLower(next)]
}

// reEndearAfterPut is a word of endearment or address said after the
// request to put a thing in the calendar, which closes the message: "…,
// put it in the diary love", "… add it hun", "… pop it in mate". Group 1
// is the message without it. Said there, the word can name nothing.
var reEndearAfterPut = compile(`(?i)^(.*\b(?:put|pop|stick|add|bung|chuck|throw|pencil|write|note)\s+(?:it|that|this|them)(?:\s+(?:in|on|into|down|to)\b[^,]*?)?)[\s,]+` +
	`(?:love|luv|hun|hon|honey|darling|darlin|dear|sweetheart|sweetie|babe|mate|bro|boss|pal|buddy|dude|chief|sugar|my\s+dear)[.!]*$`)

// endearAfterPut takes a word of endearment off the end of s after the
// request to put a thing in the calendar (reEndearAfterPut).
func endearAfterPut(s string) string {
	if !strings.Contains(s, " it") && !strings.Contains(s, " that") && !strings.Contains(s, " this") && !strings.Contains(s, " them") {
		return s
	}
	if g := reEndearAfterPut.FindStringSubmatch(s); g != nil {
		return strings.TrimSpace(g[1])
	}
	return s
}

// drawnOut is w with a last letter typed again and again written once:
// "laah" is "lah", "ouii" is "oui".
func drawnOut(w string) string {
	if len(w) < 3 {
		return w
	}
	last := w[len(w)-1]
	t := strings.TrimRight(w, string(last)) + string(last)
	if t != w {
		return t
	}
	if len(w) > 3 && w[len(w)-2] == w[len(w)-3] {
		return w[:len(w)-2] + w[len(w)-1:] // "laah": "lah"
	}
	return w
}

// listAddedTo reports whether fields, said before "list", put something
// on it: "add milk to the shopping", "put eggs on the".
func listAddedTo(fields []string) bool {
	for _, f := range fields {
		switch toLower(f) {
		case "to", "on", "onto":
			return true
		}
	}
	return false
}
