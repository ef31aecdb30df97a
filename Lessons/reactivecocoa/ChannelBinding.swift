import CourseKit
import LessonKit
import RxCore

/// RACChannel / RACChannelTerminal: two terminals back to back, and two-way binding with them.
let channelTwoWayBinding = Demo(
    id: "channel-terminal",
    documented: ""
) { play in
    let channel = RACChannel<String>()
    channel.followingTerminal.subscribeNext { play.say(zh: "following 收到 \($0)", en: "following got \($0)") }
    channel.leadingTerminal.subscribeNext { play.say(zh: "leading 收到 \($0)", en: "leading got \($0)") }
    channel.leadingTerminal.sendNext(play.language == .zh ? "发给 leading 的值" : "sent to leading")
    channel.followingTerminal.sendNext(play.language == .zh ? "发给 following 的值" : "sent to following")
    channel.followingTerminal.subscribeNext { play.say(zh: "following 端晚来的订阅者收到 \($0)", en: "late subscriber to following got \($0)") }
    channel.leadingTerminal.subscribeNext { play.say(zh: "leading 端晚来的订阅者收到 \($0)", en: "late subscriber to leading got \($0)") }

    final class Field { @KVO var text = "" }
    final class Form { @KVO var username = "alice" }
    let field = Field()
    let form = Form()
    field.$text.subscribeNext { play.say(zh: "第 \(play.now) 拍 field.text = \($0)", en: "field.text = \($0) at tick \(play.now)") }
    form.$username.subscribeNext { play.say(zh: "第 \(play.now) 拍 form.username = \($0)", en: "form.username = \($0) at tick \(play.now)") }
    RACChannelBind(RACChannelTo(field, \.text, \.$text), to: RACChannelTo(form, \.username, \.$username))
    play.at(1) { field.text = "bob" }
    play.at(2) { form.username = "carol" }
    play.sleep(0.3)
}
