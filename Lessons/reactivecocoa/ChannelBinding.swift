import LessonKit
import RxCore

/// RACChannel / RACChannelTerminal: two terminals back to back, and two-way binding with them.
let channelTwoWayBinding = Demo(
    id: "channel-terminal",
    documented: ""
) { play in
    let channel = RACChannel<String>()
    channel.followingTerminal.subscribeNext { play.print("following got \($0)") }
    channel.leadingTerminal.subscribeNext { play.print("leading got \($0)") }
    channel.leadingTerminal.sendNext("sent to leading")
    channel.followingTerminal.sendNext("sent to following")
    channel.followingTerminal.subscribeNext { play.print("late subscriber to following got \($0)") }
    channel.leadingTerminal.subscribeNext { play.print("late subscriber to leading got \($0)") }

    final class Field { @KVO var text = "" }
    final class Form { @KVO var username = "alice" }
    let field = Field()
    let form = Form()
    field.$text.subscribeNext { play.print("field.text = \($0) at \(play.now) s") }
    form.$username.subscribeNext { play.print("form.username = \($0) at \(play.now) s") }
    RACChannelBind(RACChannelTo(field, \.text, \.$text), to: RACChannelTo(form, \.username, \.$username))
    play.at(1) { field.text = "bob" }
    play.at(2) { form.username = "carol" }
    play.sleep(3)
}
