package timeparse

// The half of the day a range's start is in, when only its end says it:
// "2-3pm", "8-20", "9 to midnight".

// startHalf is the half of the day of a range's start hour h (1..12)
// said without one, when the end's half is known: the end's own half,
// unless that puts the start at or after the end. "2-3pm" is 14:00-15:00,
// "11-1pm" 11:00-13:00, "9:00-10:30" 09:00-10:30, "11-1am" 23:00-01:00.
func startHalf(h, m int, ehs hourSpec, e clockSpec) meridiem {
	end := -1
	switch {
	case e.mer != merNone:
		end = to24(ehs.h, e.mer)
	case e.endOfDay:
		end = 24 // "9 to midnight" starts at 21:00
	case ehs.exact || ehs.h >= 13:
		end = ehs.h
	}
	if end < 0 {
		return merNone
	}
	half, other := merAM, merPM
	if end >= 12 {
		half, other = merPM, merAM
	}
	if to24(h, half)*60+m >= end*60+e.min%60 {
		return other // "8-20" is 08:00–20:00, not a day from 20:00; "8-8:30a" is 08:00–08:30
	}
	return half
}

// morningStart reports whether a range's start hour, said with no half of
// its own, stays in the morning though the end's afternoon follows: the
// afternoon would put it at or after the end, and the morning does not.
// "from 8 to 2 in the afternoon", "מ10 עד 3 אחה״צ" are 08:00–14:00 and
// 10:00–15:00; "from 5 to 3 in the afternoon" fits neither way.
func morningStart(hs hourSpec, s clockSpec, ehs hourSpec, e clockSpec) bool {
	if e.part != partAfternoon && e.part != partNoon || s.mer != merNone || hs.exact || ehs.exact || e.mer != merNone {
		return false
	}
	if hs.h < 6 || hs.h > 11 || ehs.h < 1 || ehs.h > 12 {
		return false
	}
	start, _ := withPart(hs.h, e.part)
	end, _ := withPart(ehs.h, e.part)
	return start*60+s.min >= end*60+e.min && hs.h*60+s.min < end*60+e.min
}

// compactEnd reports whether ehs, an end said in digits with no colon
// ("530", "1030"), ends a range whose start is an hour said after "at" or
// "from" ("at 4 to 530", "from 9 till 1030"): its minutes are said and a
// round five, and it comes within eight hours after the start on the
// twelve-hour clock. "at 4 to 500" or "from 1 to 1000" are no such end.
func compactEnd(lk leadKind, hs, ehs hourSpec) bool {
	if lk != leadAt && lk != leadFrom || hs.compact || hs.hm || ehs.m == 0 || ehs.m%5 != 0 {
		return false
	}
	gap := (ehs.h%12 - hs.h%12 + 12) % 12
	return gap >= 0 && gap <= 8
}
