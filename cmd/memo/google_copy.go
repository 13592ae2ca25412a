package main

import (
	"context"
	"strconv"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// copyHorizon is how far ahead the local calendar's events are copied to
// Google when an account is linked.
const copyHorizon = 366 * 24 * time.Hour

// offerCopy runs when userID has linked an account: when Memo's own
// calendar holds events from now on, the chat is asked whether to copy
// them, as a question a "yes" answers like any other (its step is
// memo.OpGoogleCopyLocal).
func (g *googleAccounts) offerCopy(ctx context.Context, userID, chatID string, lang memo.Language) {
	if g.cals == nil || g.state == nil || chatID == "" {
		return
	}
	masters, err := g.localEvents(ctx, userID)
	if err != nil {
		g.log.Warn("google: local events to copy", "user", userID, "err", err)
		return
	}
	if len(masters) == 0 {
		return
	}
	now := g.clock.Now()
	p := memo.Pending{
		Kind: memo.PendingConfirm, Reason: memo.ReasonCopyToGoogle, Subject: strconv.Itoa(len(masters)),
		Plan: memo.Plan{TurnID: "google-copy:" + userID + ":" + strconv.FormatInt(now.Unix(), 10), Lang: lang, Source: "google",
			Steps: []memo.Step{{ID: "A", Capability: memo.CapSettings, Operation: memo.OpGoogleCopyLocal, Settings: &memo.SettingsArgs{}}}},
		StepID: "A", Lang: lang, CreatedAt: now, ExpiresAt: now.Add(g.ttl),
	}
	if err := g.state.SaveChat(ctx, chatID, memo.ChatWrite{Pending: &p}); err != nil {
		g.log.Warn("google: save the copy question", "chat", chatID, "err", err)
		return
	}
	if err := g.Notify(ctx, chatID, formatter.CopyToGoogleQuestion(lang, len(masters))); err != nil {
		g.log.Warn("google: ask to copy", "chat", chatID, "err", err)
	}
}

// localEvents are userID's events of the local calendar from now on, a
// series once (its master), in start order.
func (g *googleAccounts) localEvents(ctx context.Context, userID string) ([]memo.Event, error) {
	local, err := g.cals.local.Calendar(ctx, userID)
	if err != nil {
		return nil, err
	}
	now := g.clock.Now()
	found, err := local.FindEvents(ctx, now, now.Add(copyHorizon))
	if err != nil {
		return nil, err
	}
	var out []memo.Event
	seen := map[string]bool{}
	for _, e := range found {
		id := e.ID
		if e.RecurringEventID != "" {
			id = e.RecurringEventID
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		if e.RecurringEventID != "" {
			if e, err = local.GetEvent(ctx, e.RecurringEventID); err != nil {
				return nil, err
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// CopyLocal implements graph.GoogleAccounts. Each event is created under
// an id derived from the local one, so a second copy finds it there and
// creates nothing.
func (g *googleAccounts) CopyLocal(ctx context.Context, userID string) (int, error) {
	if g.cals == nil {
		return 0, memo.Errorf(memo.EUnavailable, memo.GoogleNotConfigured)
	}
	cal, ok, err := g.cals.googleCalendar(ctx, userID)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, memo.Errorf(memo.EUnlinked, "no Google account linked")
	}
	events, err := g.localEvents(ctx, userID)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range events {
		d := memo.EventDraft{
			ID: memo.EventIDFor("google-copy:" + userID + ":" + e.ID), Summary: e.Summary, Start: e.Start, End: e.End,
			Description: e.Description, Location: e.Location, AllDay: e.AllDay, TimeZone: e.TimeZone,
			ReminderMinutes: e.ReminderMinutes, Recurrence: e.Recurrence,
		}
		if _, err := cal.GetEvent(ctx, d.ID); err == nil {
			continue // copied before
		} else if memo.ErrorCodeOf(err) != memo.ENotFound {
			return n, err
		}
		if _, err := cal.CreateEvent(ctx, d); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
