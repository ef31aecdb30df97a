import LessonKit
import RxCore

/// RACChannel / RACChannelTerminal: two terminals back to back, and two-way binding with them.
let channelTwoWayBinding = Demo(
    id: "channel-terminal",
    title: Localized(zh: "RACChannelTerminal：用通道做双向绑定", en: "RACChannelTerminal: two-way binding with a channel"),
    explanation: Localized(
        zh: "RACChannel 是背靠背的两个终端，RACChannelTerminal 既是信号又是订阅者：发给前导终端（leading）的值从跟随终端（following）出来，反过来也一样。跟随一侧记住最近一个值，晚来的订阅者先收到它；前导一侧什么也不记。第一段直接演示这一点。第二段是文档说的双向绑定：RACChannelTo(输入框，text) = RACChannelTo(表单，username)。绑定时输入框先取得表单的当前值 alice；第 1 秒用户输入 bob，表单随之改变；第 2 秒代码把表单改成 carol，输入框随之改变。每次改变两边各打印一次：通道不会把自己写进去的值再送回去（RAC 的 KVO 通道用 ignoreNextUpdate 做到这一点），所以不会来回弹个不停。",
        en: "A RACChannel is two terminals back to back, and a RACChannelTerminal is both a signal and a subscriber: a value sent to the leading terminal comes out of the following one, and the other way round. The following side remembers its latest value, which a late subscriber gets first; the leading side remembers nothing. The first part shows just that. The second part is the two-way binding the document mentions: RACChannelTo(field, text) = RACChannelTo(form, username). On binding, the field takes the form's current value, alice; at 1 s the user types bob and the form follows; at 2 s code sets the form to carol and the field follows. Each change prints once on each side: a channel does not send back a value it wrote itself (RAC's KVO channel uses ignoreNextUpdate for that), so the two sides don't bounce a value back and forth forever."
    ),
    documented: "",
    note: Localized(
        zh: "文档只用一句话说 RACChannelTerminal 用来实现双向绑定；这是本课封装层里的 RACChannel 在虚拟时钟上的运行结果。",
        en: "The document only says in one sentence that RACChannelTerminal implements two-way binding; this is the lesson facade's RACChannel on the virtual clock."
    )
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
