package offline

import (
	"strings"
)

// A nag said after a reminder whole ("remind me at 8 tonight to transfer
// the money and keep bugging me till i do it", "…, nag me till i
// confirm", "תזכיר לי ב-8 להעביר כסף ותציק לי עד שאעשה את זה") makes the
// reminder a nudge from its time: the nag's words are said again as the
// nudge's interval (every hour when none is said) and its end.
var (
	// intervalEN and intervalHE are a nudge's interval, with no group.
	intervalEN = `(?:every|each)\s+(?:` + strings.Replace(numberEN, "(", "(?:", 1) + `\s*(?:minutes?|mins?|m|hours?|hrs?|h)|minute|hour|half\s+(?:an\s+)?hour|quarter\s+(?:of\s+an\s+)?hour)`
	intervalHE = `(?:ב)?כל\s+(?:-?\d+\s*(?:דקות|דק'|דקה|שעות|שעה)|דקה|שעה|שעתיים|חצי\s+שעה|רבע\s+שעה)`
	// reNagTailEN and reNagTailHE are the nag said last: its interval is
	// group 1 (when said), the clause that ends it group 2.
	reNagTailEN = re(`(?:\s*[,;.]\s*|\s+)(?:and\s+)?(?:then\s+)?(?:keep\s+(?:on\s+)?(?:nagging|bugging|pestering|nudging|reminding|pinging)|nag|bug|pester|nudge)\s+me(?:\s+(?:about\s+it|abt\s+it))?` +
		`(\s+` + intervalEN + `)?\s+((?:until|till|til|untill)\s.+)$`)
	reNagTailHE = re(`(?:\s*[,;.]\s*|\s+)(?:ו)?(?:גם\s+)?(?:תציק|תציקי|תנדנד|תנדנדי|תחפור|תחפרי|(?:תמשיך|תמשיכי)\s+(?:להזכיר|לנדנד|להציק))\s+לי(?:\s+על\s+זה)?` +
		`(\s+` + intervalHE + `)?\s+(עד\s+ש.+)$`)
	// reNagItemFirstHE is a nag said with its thing first and no interval:
	// "תציק לי להתחיל לכתוב את הסמינריון עד שאני מתחיל".
	reNagItemFirstHE = re(`^((?:ו)?(?:תציק|תציקי|תנדנד|תנדנדי|תחפור|תחפרי)\s+לי)\s+(ל\p{Hebrew}+\s.*\s(?:` + untilDoneCoreHE + `|עד\s+ש(?:אני\s+)?\p{Hebrew}+))$`)
)

// nagTail rewrites a reminder followed by a nag into one nudge: "remind
// me at 5pm to back up the drive, nag me till i confirm" is "remind me at
// 5pm to back up the drive every hour until done". The clause that ends
// the nag must be one that only says the thing is done; anything else is
// left for the rest of the grammar to read or decline.
func nagTail(s string) string {
	if !startsWithRemind(s) {
		return s
	}
	for _, n := range [...]struct {
		rx          *pattern
		every, done string
	}{{reNagTailEN, " every hour", " until done"}, {reNagTailHE, " כל שעה", " עד שאסיים"}} {
		low := toLower(s)
		if len(low) != len(s) {
			return s
		}
		g := n.rx.FindStringSubmatchIndex(low)
		if g == nil || g[0] == 0 {
			continue
		}
		until := low[g[4]:g[5]]
		if loc := reUntilDone.FindStringIndex(until); loc == nil || loc[0] != 0 {
			continue // "… and nag me until the package comes": not a deed done
		}
		head := strings.TrimRight(s[:g[0]], " ,;.")
		if reUntilDone.MatchString(toLower(head)) || len(strings.Fields(head)) < 3 {
			continue
		}
		every := n.every
		if g[2] >= 0 {
			every = s[g[2]:g[3]]
		}
		return head + every + n.done
	}
	return s
}

// reDoneSaidEN and reDoneSaidHE are the words that only say the nag ends
// when the thing is done, said before the thing: "nag me until i do it:
// sign the form", "תנדנדי לי עד שאני עושה את זה לחתום על הטופס".
var (
	reDoneSaidEN = re(`^(?:do\s+it|am\s+done|'m\s+done)\s*[:,\-–—]\s*(?:to\s+)?(\S.*)$`)
	reDoneSaidHE = re(`^(?:עושה|עושים|אעשה|מסיים|מסיימת|אסיים|גומר|גומרת|אגמור)\s+(?:את\s+זה|אותו|אותה)\s*[:,\-–—]?\s*(ל\p{Hebrew}+(?:\s.*)?)$`)
)

// dropDoneLead takes the words that only say "until I do it" off the front
// of a deed, when the thing to do follows them; ok is false when they are
// not there.
func dropDoneLead(deed string) (string, bool) {
	low := toLower(deed)
	if len(low) != len(deed) {
		return deed, false
	}
	for _, rx := range [...]*pattern{reDoneSaidEN, reDoneSaidHE} {
		if g := rx.FindStringSubmatchIndex(low); g != nil {
			thing := deed[g[2]:g[3]]
			if rx == reDoneSaidHE {
				if first, _, _ := strings.Cut(thing, " "); !heInfinitives[first] {
					return deed, false
				}
			}
			return thing, true
		}
	}
	return deed, false
}
