package whatsapp

import (
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/types"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// contacts are the cards of a contact message or a contacts array (each
// card's vCard, with its display name for a card without one), at most
// bot.MaxCards, and the message's context.
func contacts(msg *waE2E.Message) ([]memo.Card, *waE2E.ContextInfo) {
	if c := msg.GetContactMessage(); c != nil {
		return bot.ParseVCards(c.GetVcard(), c.GetDisplayName()), c.GetContextInfo()
	}
	a := msg.GetContactsArrayMessage()
	var cards []memo.Card
	for _, c := range a.GetContacts() {
		cards = append(cards, bot.ParseVCards(c.GetVcard(), c.GetDisplayName())...)
		if len(cards) >= bot.MaxCards {
			cards = cards[:bot.MaxCards]
			break
		}
	}
	return cards, a.GetContextInfo()
}

// location is the place a location pin or a live location's first point
// shares (nil when its point is missing or not on Earth), the words sent
// with it, and its context.
func location(msg *waE2E.Message) (*memo.Place, string, *waE2E.ContextInfo) {
	if l := msg.GetLocationMessage(); l != nil {
		if l.DegreesLatitude == nil || l.DegreesLongitude == nil {
			return nil, "", l.GetContextInfo()
		}
		p, _ := bot.NewPlace(l.GetDegreesLatitude(), l.GetDegreesLongitude(), l.GetName(), l.GetAddress(), l.GetURL(), l.GetIsLive())
		return p, l.GetComment(), l.GetContextInfo()
	}
	l := msg.GetLiveLocationMessage()
	if l.DegreesLatitude == nil || l.DegreesLongitude == nil {
		return nil, "", l.GetContextInfo()
	}
	p, _ := bot.NewPlace(l.GetDegreesLatitude(), l.GetDegreesLongitude(), "", "", "", true)
	return p, l.GetCaption(), l.GetContextInfo()
}

// reaction is the reaction r stands for when it is to one of the bot's
// messages; nil otherwise. The key names the message reacted to as the
// reacting user sees it: FromMe is whether that message was the user's
// own, and in a group Participant is who sent it. So a reaction in a
// direct chat is to the bot's message when FromMe is false, and one in a
// group when, besides, Participant is the bot (by number or hidden id).
// Reactions to anything else (the user's own messages, other members')
// are left alone, as the rest of a group's talk is.
func reaction(r *waE2E.ReactionMessage, self Self, group bool) *memo.Reaction {
	key := r.GetKey()
	if key == nil || key.GetFromMe() {
		return nil
	}
	if group {
		jid, err := types.ParseJID(key.GetParticipant())
		if err != nil || !self.is(jid) {
			return nil
		}
	}
	out, ok := bot.NewReaction(key.GetID(), r.GetText())
	if !ok {
		return nil
	}
	return out
}

// forwarded reports whether ctx marks its message forwarded.
func forwarded(ctx *waE2E.ContextInfo) bool {
	return ctx.GetIsForwarded() || ctx.GetForwardingScore() > 0
}
