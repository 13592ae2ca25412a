package offline

import (
	"slices"
	"strings"
)

// The Hinglish commands (clean_hinglish.go), each said as the English the
// grammar reads; t holds its times said in English already, wrapped.

var (
	// reHgWhen is "X kab hai?": when is X.
	reHgWhen = compile(`(?i)^(.+?)\s+kab\s+(?:hai|he|h)\s*\??$`)
	// reHgWhat is "X kya hai?" and "X kya tha?": what is (was) X.
	reHgWhat = compile(`(?i)^(.+?)\s+kya\s+(hai|he|h|tha|thi)\s*\??$`)
	// reHgAgenda is "kal mera kya programme hai?": what do I have then.
	reHgAgenda = compile(`(?i)^(\x01[^\x02]+\x02\s+)?(?:mera|meri|mere|hamara|apna)?\s*kya\s+(?:programme|program|plan|plans|schedule|hai)(?:\s+(?:hai|he))?\s*(\x01[^\x02]+\x02)?\s*\??$`)
	// reHgRemember is "yaad rakhna" (remember) opening or closing.
	reHgRemember = compile(`(?i)^yaad\s+(?:rakhna|rakho|rakh\s+lo|rakh\s+lena|rakhiye|rakhiyega)[\s,:.-]+(.+)$|^(.+?)[\s,.-]+yaad\s+(?:rakhna|rakho|rakh\s+lo|rakh\s+lena|rakhiye|rakhiyega)[\s.!]*$`)
	// reHgList is a list named with "list mein" and the verb of adding.
	reHgList = compile(`(?i)^(.*?)\s*(?:(?:mere|meri|my|the)\s+)?(\S+)\s+list\s+(?:mein|me|main|pe|par)\s+(?:add|daal|dal|likh|daalo|likho)\s*(?:kar\s+)?(?:do|dena|dijiye|karo|de)?\s*[:,-]?\s*(.*?)[\s.!]*$`)
	// reHgCalendar is "calendar mein daal do" (put in the calendar),
	// closing or opening.
	reHgCalendar = compile(`(?i)^(.*?)[\s,]*(?:(?:mere|my|the)\s+)?calendar\s+(?:mein|me|main|pe|par)\s+(?:daal|dal|likh|add|save|rakh|put)(?:\s+kar)?\s*(?:do|dena|dijiye|lo|karo|de)?[\s,:.!-]*(.*)$`)
	// reHgRemind is the verb of reminding: "remind kar dena", "yaad dila
	// do", and the English "remind me (to)".
	reHgRemind = compile(`(?i)(?:^|\s|,)(?:remind\s+(?:kar\s+(?:do|dena|dijiye|dijiyega)|karna|karo|karwa\s+dena)|yaad\s+(?:dila\s+(?:do|dena|dijiye)|dilana|dilaiye|dilaana)|remind\s+me(?:\s+to)?)(?:$|[\s,.!])`)
	// reHgCancel is "woh cancel kar do" and what is said after it.
	reHgCancel = compile(`(?i)^(?:(?:woh|wo|vo|voh|usko|isko|ise|use|yeh|ye)\s+)?cancel\s+(?:kar\s+(?:do|dena|dijiye)|karo|karna)\b[\s,.!]*(.*)$`)
	// reHgDone is "ho gaya" and "tick kar do": done.
	reHgDone = compile(`(?i)^(?:(?:ho\s+gaya|ho\s+gayi|hogaya|de\s+diya|le\s+liya|kar\s+liya|le\s+li|woh|wo|isko|usko|ise|use)[\s,.!]*)*(?:(?:tick|done|complete)\s+(?:kar\s+(?:do|dena|dijiye)|karo))?[\s.!]*$`)
	// reHgChange is "woh 12 baje kar do" (make it 12), "Friday ko kar do".
	reHgChange = compile(`(?i)^(?:(?:woh|wo|vo|voh|usko|isko|ise|use)\s+)?\x01([^\x02]+)\x02\s+(?:(?:pe|par)\s+)?kar\s+(?:do|dena|dijiye)[\s.!]*$`)
	// reHgKeGhar is "X ke ghar": at X's house.
	reHgKeGhar = compile(`\b((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+ke\s+ghar\b`)
	// reHgOwner is "X ka birthday": X's birthday, for a name only.
	reHgOwner = compile(`\b([A-Z][a-z]+)\s+(?:ka|ki|ke)\s+(birthday|bday|anniversary|number|phone|address|wedding|appointment)\b`)
	// reHgIsEnd is the "hai" closing a statement.
	reHgIsEnd = compile(`(?i)[\s,]+(?:hai|hain|he)[\s.!]*$`)
	// reHgIsMid is the "hai" inside a statement: "kitty party hai Saturday".
	reHgIsMid = compile(`(?i)\s+(?:hai|hain)\s+`)
	// reHgTake is "X lena hai": take X.
	reHgTake = compile(`(?i)^(.+?)\s+(?:lena|leni|lene)$`)
	// reHgDoVerb is an English verb with "karna": "sugar check karna".
	reHgDoVerb = compile(`(?i)^(.+?)\s+(?:ko\s+)?(call|check|phone|email|book|pay|order|message|text|clean|renew|submit|confirm|recharge|wish)\s+(?:karna|karni|karne|kar\s+lena|kar\s+dena)$`)
)

// hinglishCommand says t as the English command it asks; ok is false when
// no command is read, or when t asks a question not read.
func hinglishCommand(t string) (string, bool) {
	if g := reHgAgenda.FindStringSubmatch(t); g != nil {
		day := unmarkTimes(strings.TrimSpace(g[1] + g[2]))
		if day == "" {
			day = "today"
		}
		return "what do I have " + day + "?", true
	}
	if g := reHgWhen.FindStringSubmatch(t); g != nil {
		return "when is " + hgStatement(g[1]) + "?", true
	}
	if g := reHgWhat.FindStringSubmatch(t); g != nil && hgAsksOfThing(g[1]) {
		verb := "is"
		if strings.HasPrefix(toLower(g[2]), "th") {
			verb = "was"
		}
		return "what " + verb + " " + hgStatement(g[1]) + "?", true
	}
	if g := reHgChange.FindStringSubmatch(t); g != nil {
		when := g[1]
		if strings.HasPrefix(when, "at ") {
			return "make it " + strings.TrimPrefix(when, "at "), true
		}
		return "move it to " + when, true
	}
	if reHinglishQuestion.MatchString(unmarkTimes(t)) {
		return "", false // a question not read: never a thing made
	}
	if g := reHgCancel.FindStringSubmatch(t); g != nil {
		if rest := strings.TrimSpace(g[1]); rest != "" {
			return "cancel it, " + unmarkTimes(rest), true
		}
		return "cancel it", true
	}
	if reHgDone.MatchString(t) && strings.TrimSpace(strings.Trim(t, ".! ")) != "" {
		return "mark it done", true
	}
	if g := reHgRemember.FindStringSubmatch(t); g != nil {
		return "remember " + hgStatement(g[1]+g[2]), true
	}
	if g := reHgList.FindStringSubmatch(t); g != nil {
		before, name, after := strings.TrimSpace(g[1]), g[2], strings.TrimSpace(g[3])
		switch {
		case before == "" && after != "":
			return "add to the " + name + " list: " + hgItems(after), true
		case before != "" && after == "":
			return "add " + hgItems(before) + " to the " + name + " list", true
		}
		return "", false
	}
	if g := reHgCalendar.FindStringSubmatch(t); g != nil {
		what := strings.TrimSpace(g[1])
		if what == "" {
			what = g[2]
		} else if strings.TrimSpace(g[2]) != "" {
			return "", false
		}
		return "add to my calendar: " + hgStatement(what), true
	}
	if loc := reHgRemind.FindStringIndex(t); loc != nil {
		rest, times := splitTimes(strings.TrimSpace(t[:loc[0]] + " " + t[loc[1]:]))
		title := hgTitle(rest)
		if title == "" {
			return "", false
		}
		return strings.TrimSpace("remind me to " + title + " " + strings.Join(times, " ")), true
	}
	if strings.Contains(t, timeMark) || reHgIsEnd.MatchString(t) || reHgKeGhar.MatchString(t) {
		return hgStatement(t), true // "doctor appointment Friday 11 baje …": an event told
	}
	return "", false
}

// hgPronouns are the Hindi words that name no thing: "mera kya hai?" asks
// nothing Memo keeps.
var hgPronouns = []string{"mera", "meri", "mere", "tera", "teri", "tere", "uska", "uski", "iska", "iski", "woh", "wo", "vo", "ye", "yeh", "aur", "phir", "ab"}

// hgAsksOfThing reports whether the words before "kya hai" name a thing
// that can be kept: they hold no time and a word other than a pronoun.
func hgAsksOfThing(s string) bool {
	if strings.Contains(s, timeMark) {
		return false
	}
	for _, f := range strings.Fields(toLower(s)) {
		if !slices.Contains(hgPronouns, strings.Trim(f, ",.!?")) {
			return true
		}
	}
	return false
}

// hgStatement says a statement's Hindi grammar words in English: "X ke
// ghar", "X ka birthday", "hai".
func hgStatement(s string) string {
	s = unmarkTimes(s)
	s = reHgKeGhar.ReplaceAllString(s, "at $1's house")
	owned, ended, mid := reHgOwner.MatchString(s), reHgIsEnd.MatchString(s), reHgIsMid.MatchString(s)
	switch {
	case owned && ended && !mid:
		s = reHgOwner.ReplaceAllString(s, "$1's $2 is") // "Pinku ka birthday 20 December hai"
	case owned:
		s = reHgOwner.ReplaceAllString(s, "$1's $2")
	}
	s = reHgIsEnd.ReplaceAllString(s, "")
	if owned {
		s = reHgIsMid.ReplaceAllString(s, " is ") // "Pinku ka birthday hai 20 December"
	} else {
		s = reHgIsMid.ReplaceAllString(s, " ") // "kitty party hai Saturday": there is
	}
	return strings.Join(strings.Fields(s), " ")
}

// hgTitle is the thing to do: the words left, "hai" and the verb around
// them said in English where certain (see clean_hinglish.go).
func hgTitle(s string) string {
	s = strings.Trim(reHgIsEnd.ReplaceAllString(s, ""), " ,.!:-")
	if g := reHgTake.FindStringSubmatch(s); g != nil {
		return "take " + g[1]
	}
	if g := reHgDoVerb.FindStringSubmatch(s); g != nil {
		return toLower(g[2]) + " " + g[1]
	}
	return hgStatement(s)
}

// hgItems says the items of a list: "aur" is "and".
func hgItems(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(" "+s+" ", " aur ", " and ")), " ")
}
